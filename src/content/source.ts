/**
 * Parsing of content files with positions, so that every problem can be reported as
 * `path:line:column`. One parser path for all YAML (the `yaml` package, also used as
 * gray-matter's engine): it keeps `2026-01-31` as the string the editor wrote.
 */
import matter from 'gray-matter';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Alias, type Document, type Node } from 'yaml';

export interface Position {
  line: number;
  column: number;
}

export interface Problem extends Position {
  /** Path of the file as shown to the editor, relative to the working directory. */
  file: string;
  message: string;
}

/** A path into parsed data, as zod reports it: `['tools', 2, 'tool']`. */
export type DataPath = readonly PropertyKey[];

export interface ParsedSource {
  /** The parsed data, or `undefined` when the syntax is broken (then `problems` says where). */
  data: unknown;
  /** Markdown body after the front matter (empty for YAML files). */
  body: string;
  /** Syntax problems. */
  problems: Problem[];
  /**
   * Where a path points in the file: the value itself, or with `key: true` the field name.
   * Falls back to the nearest enclosing node that exists, then to the start of the data.
   */
  locate(path: DataPath, options?: { key?: boolean }): Position;
}

/** Parses a whole YAML file. */
export function parseYamlSource(file: string, text: string): ParsedSource {
  return fromYaml(file, text, 0, '');
}

/**
 * Parses a Markdown file with YAML front matter between `---` lines. A file without front
 * matter is a problem: every tool needs its fields.
 */
export function parseMarkdownSource(file: string, text: string): ParsedSource {
  let frontMatter: string | undefined;
  const parsed = matter(text, {
    engines: {
      yaml: (source: string) => {
        frontMatter = source;
        return {};
      },
    },
  });
  if (frontMatter === undefined) {
    return {
      data: undefined,
      body: text,
      problems: [{ file, line: 1, column: 1, message: 'l’en-tête manque : commencez le fichier par une ligne « --- », les champs, puis une autre ligne « --- »' }],
      locate: () => ({ line: 1, column: 1 }),
    };
  }
  // gray-matter hands the engine the text right after the opening `---`, so line numbers of
  // the front matter are those of the file once its offset is added back.
  const offset = text.indexOf(frontMatter);
  return fromYaml(file, text.slice(0, offset + frontMatter.length), offset, parsed.content);
}

function fromYaml(file: string, text: string, offset: number, body: string): ParsedSource {
  const lineCounter = new LineCounter();
  const source = text.slice(offset);
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const before = text.slice(0, offset);
  const lineBase = before.split('\n').length - 1;
  const at = (index: number): Position => {
    const pos = lineCounter.linePos(index);
    // Positions on the first line of the front matter follow the opening `---` on that line.
    const column = pos.line === 1 ? pos.col + (before.length - before.lastIndexOf('\n') - 1) : pos.col;
    return { line: pos.line + lineBase, column };
  };
  const problems = [...doc.errors, ...doc.warnings].map((error) => ({
    file,
    ...at(error.pos[0]),
    message: yamlMessage(error.code, error.message),
  }));
  const start = firstContent(doc, source, at);
  let data: unknown;
  if (doc.errors.length === 0) {
    try {
      data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? {};
    } catch (failure) {
      problems.push(unreadable(file, doc, failure, at) ?? { file, ...start, message: `YAML illisible (${String(failure)}) : corrigez ce fichier` });
    }
  }
  return {
    data,
    body,
    problems,
    locate: (path, options = {}) => locateIn(doc, path, options.key ?? false, at) ?? start,
  };
}

/**
 * Aliases a file may expand: content needs none, and a few nested aliases can expand into
 * millions of values (an "alias bomb") that would exhaust the validator's memory.
 */
const MAX_ALIAS_COUNT = 20;

/**
 * The problem of a document that parsed but cannot become data: the `yaml` package throws on
 * too many aliases or on an alias whose anchor is not set before it, without a position; the
 * position is that of the offending alias.
 */
function unreadable(file: string, doc: Document, failure: unknown, at: (index: number) => Position): Problem | undefined {
  const aliases: Alias[] = [];
  const unresolvedAliases: Alias[] = [];
  const anchors = new Set<string>();
  // In document order: an alias refers to an anchor set before it.
  visit(doc, (_key, node) => {
    if (isAlias(node)) {
      aliases.push(node);
      if (!anchors.has(node.source)) unresolvedAliases.push(node);
    } else if ((isScalar(node) || isMap(node) || isSeq(node)) && node.anchor) {
      anchors.add(node.anchor);
    }
  });
  const message = failure instanceof Error ? failure.message : String(failure);
  const unresolved = /^Unresolved alias/.test(message) ? unresolvedAliases[0] : undefined;
  const alias = unresolved ?? aliases[0];
  if (!alias?.range) return undefined;
  const name = `*${alias.source}`;
  return {
    file,
    ...at(alias.range[0]),
    message: unresolved
      ? `alias YAML ${name} sans ancre « &${alias.source} » définie avant lui : écrivez la valeur en clair`
      : `trop d'alias YAML (${name} et les suivants se développent en plus de ${MAX_ALIAS_COUNT} valeurs) : une fiche n'a pas besoin d'alias, écrivez les valeurs en clair`,
  };
}

/** Position of the first field, or of the top of the data when it is empty. */
function firstContent(doc: Document, source: string, at: (index: number) => Position): Position {
  const range = (doc.contents as Node | null)?.range;
  if (range) return at(range[0]);
  const firstNonBlank = source.search(/\S/);
  return at(firstNonBlank >= 0 ? firstNonBlank : 0);
}

function locateIn(doc: Document, path: DataPath, key: boolean, at: (index: number) => Position): Position | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const prefix = path.slice(0, depth);
    const wantKey = key && depth === path.length && depth > 0;
    if (wantKey) {
      const parent = doc.getIn(prefix.slice(0, -1) as unknown[], true);
      if (isMap(parent)) {
        const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === path[depth - 1]);
        const range = (pair?.key as Node | undefined)?.range;
        if (range) return at(range[0]);
      }
      continue;
    }
    const node = depth === 0 ? doc.contents : doc.getIn(prefix as unknown[], true);
    const range = (node as Node | null | undefined)?.range;
    if (range && (isScalar(node) || isMap(node) || isSeq(node))) return at(range[0]);
  }
  return undefined;
}

/**
 * The `yaml` package's messages, rephrased in French to say what to fix for the commonest
 * mistakes; its own English words are kept in brackets for the rarer ones.
 */
function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  switch (code) {
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return `erreur de syntaxe YAML (${first}) : vérifiez l’indentation et la ponctuation de cette ligne`;
    case 'DUPLICATE_KEY':
      return 'ce champ est écrit deux fois : n’en gardez qu’un';
    case 'TAB_AS_INDENT':
      return 'le YAML ne s’indente pas avec des tabulations : indentez avec des espaces';
    default:
      return `erreur de syntaxe YAML (${first}) : corrigez cette ligne`;
  }
}
