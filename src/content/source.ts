/**
 * Parsing of content files with positions, so that every problem can be reported as
 * `path:line:column`. One parser path for all YAML (the `yaml` package, also used as
 * gray-matter's engine): it keeps `2026-01-31` as the string the editor wrote.
 */
import matter from 'gray-matter';
import { positionAfter, withLineFeeds } from './encoding.ts';
import { firstMisplaced, type Misplaced } from './indentation.ts';
import { quote } from './messages.ts';
import { TYPOGRAPHIC_DASHES } from './vocabulary.ts';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Alias, type Document, type Node, type Scalar, type YAMLError } from 'yaml';

export interface Position {
  line: number;
  column: number;
}

/**
 * 1-based line and column of a character of a text whose lines end with `\n` (a `\r` before it
 * stays at the end of its line).
 * @example positionIn('a\nbc', 3) // { line: 2, column: 2 }
 */
export function positionIn(text: string, index: number): Position {
  return positionAfter(text.slice(0, index));
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
   * Falls back to the nearest enclosing node that exists, then to the start of the data. With
   * `index`, the place of that character of the value (or name), when it is written on one line.
   */
  locate(path: DataPath, options?: { key?: boolean; index?: number }): Position;
  /**
   * The text of a value as written, for values the data cannot tell apart (`null`, `~` and
   * nothing all read as null): `''` when nothing is written, undefined when the path holds no
   * single value.
   */
  written(path: DataPath): string | undefined;
  /**
   * Values written without quotes and followed on their line, one space apart, by a comment, with
   * the place of its `#`: YAML reads ` #` as the start of a comment, so in a text the rest of the
   * line is lost. Two spaces or more set a comment apart on purpose, as YAML style guides (and
   * yamllint) want and the tool template writes.
   */
  commentedValues(): { path: DataPath; position: Position }[];
}

/**
 * Parses a whole YAML file. A byte order mark, which some Windows editors write, is left out: the
 * `yaml` package would read it as text, and editors do not see it as a column. Windows line
 * breaks read as `\n` (see `withLineFeeds`).
 */
export function parseYamlSource(file: string, text: string): ParsedSource {
  return fromYaml(file, withLineFeeds(text).replace(/^\uFEFF/, ''), 0, '');
}

/**
 * Parses a Markdown file with YAML front matter between `---` lines. A file without front
 * matter is a problem: every tool needs its fields. Windows line breaks read as `\n`: gray-matter
 * would leave a `\r` at the end of the last field and of every line of the body.
 */
export function parseMarkdownSource(file: string, written: string): ParsedSource {
  const text = withLineFeeds(written);
  const language = frontMatterLanguage(text);
  if (language !== undefined) {
    return refused(file, text, `l’en-tête doit commencer par --- seul\u00a0: seul le YAML est accepté\u00a0; retirez ${quote(language)} de la première ligne`);
  }
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  if (wordProcessorDashes(lines[0])) return refused(file, text, dashesMessage('ouvre', lines[0]));
  let frontMatter: string | undefined;
  const parsed = matter(text, {
    engines: yamlOnlyEngines((source) => {
      frontMatter = source;
      return {};
    }),
  });
  if (frontMatter === undefined) {
    // gray-matter hands an empty header (`---` then `---`) to no engine: it is there, but empty.
    const closing = lines[0].trimEnd() === '---' ? lines.findIndex((line, at) => at > 0 && line.trimEnd() === '---') : -1;
    if (closing > 0) return refused(file, text, 'l’en-tête est vide\u00a0: écrivez les champs de la fiche entre les deux lignes «\u00a0---\u00a0»', { line: closing + 1, column: 1 });
    return refused(file, text, 'l’en-tête manque\u00a0: commencez le fichier par une ligne «\u00a0---\u00a0», les champs, puis une autre ligne «\u00a0---\u00a0»');
  }
  // gray-matter hands the engine the text right after the opening `---`, so line numbers of
  // the front matter are those of the file once its offset is added back.
  const offset = text.indexOf(frontMatter);
  const end = offset + frontMatter.length;
  // Without a closing line, gray-matter takes the whole rest of the file for the front matter.
  if (end === text.length) {
    const closing = lines.findIndex((line, at) => at > 0 && wordProcessorDashes(line));
    if (closing > 0) return refused(file, text, dashesMessage('ferme', lines[closing]), { line: closing + 1, column: 1 });
    const body = bodyAfterUnclosedHeader(text);
    const where = body ? 'au-dessus de cette ligne, après le dernier champ' : 'après le dernier champ, puis la description';
    return refused(file, text, `la ligne --- qui ferme l’en-tête manque\u00a0: ajoutez une ligne «\u00a0---\u00a0» ${where}`, body);
  }
  const source = fromYaml(file, text.slice(0, end), offset, parsed.content);
  // gray-matter closes the front matter at any line that starts with `---`, and publishes the
  // rest of that line as the start of the description.
  const closing = /^\n([^\n]*)/.exec(text.slice(end))![1];
  if (!/^---[ \t]*$/.test(closing)) {
    source.problems.push({ file, ...positionIn(text, end + 1), message: `la ligne qui ferme l’en-tête s’écrit «\u00a0---\u00a0», trois tirets seuls\u00a0: remplacez ${quote(closing.trim())} par «\u00a0---\u00a0»` });
  }
  return source;
}

/** A line of dashes only, and a typographic dash: `wordProcessorDashes` needs both. */
const DASHES_LINE = new RegExp(`^[-${TYPOGRAPHIC_DASHES}]+[ \\t]*$`);
const TYPOGRAPHIC_DASH = new RegExp(`[${TYPOGRAPHIC_DASHES}]`);

/**
 * Whether a line is `---` as a word processor or a Mac's text editor writes it once it has
 * turned dashes into long ones (`—`, `–-`): meant as a line of the front matter, it is not one.
 * @example wordProcessorDashes('—-') === true; wordProcessorDashes('---') === false
 */
export function wordProcessorDashes(line: string): boolean {
  return DASHES_LINE.test(line) && TYPOGRAPHIC_DASH.test(line);
}

/** What to write instead of a front matter line made of long dashes. */
const dashesMessage = (role: 'ouvre' | 'ferme', written: string) =>
  `la ligne qui ${role} l’en-tête s’écrit «\u00a0---\u00a0», trois tirets du clavier\u00a0: remplacez ${quote(written.trim())} par «\u00a0---\u00a0» (un traitement de texte change souvent les tirets en tiret long «\u00a0—\u00a0»)`;

/**
 * The first line of the description in a file whose front matter is never closed: the first line
 * below the opening `---` that is no field, comment, indented line or list item.
 */
function bodyAfterUnclosedHeader(text: string): Position | undefined {
  const index = text.split('\n').findIndex((line, at) => at > 0 && line.trim() !== '' && !/^([\s#-]|[\w-]+:(\s|$))/.test(line));
  return index > 0 ? { line: index + 1, column: 1 } : undefined;
}

/** A Markdown file whose front matter is not read at all: one problem, at its first character unless told. */
function refused(file: string, text: string, message: string, place: Position = { line: 1, column: 1 }): ParsedSource {
  return { data: undefined, body: text, problems: [{ file, ...place, message }], locate: () => ({ line: 1, column: 1 }), written: () => undefined, commentedValues: () => [] };
}

/**
 * What follows the opening `---` of a file, when anything does. gray-matter reads it as the
 * language of the front matter and runs `---js` (or `---javascript`) as JavaScript, so content
 * files may open front matter with a bare `---` only.
 * @example frontMatterLanguage('---js\n{}\n---\n') === 'js'
 * @example frontMatterLanguage('---\nname: X\n---\n') === undefined
 */
export function frontMatterLanguage(text: string): string | undefined {
  const rest = /^\uFEFF?---([^\r\n]*)/.exec(text)?.[1].trim();
  return rest ? rest : undefined;
}

/**
 * gray-matter's engines with YAML sent to `yaml` and every other language refused, should one
 * ever get past `frontMatterLanguage`: its own `javascript` engine runs the front matter through
 * `eval`. Registered engines are read at call time, so one a plugin adds is refused too.
 */
export function yamlOnlyEngines(yaml: (source: string) => object): Record<string, (source: string) => object> {
  const registered = Object.keys((matter as unknown as { engines: Record<string, unknown> }).engines);
  const refuse = (): never => {
    throw new Error('front matter in a language other than YAML is never parsed');
  };
  // gray-matter looks a language up by its name, then by its alias (`js` → `javascript`, `cson` → `coffee`).
  return { ...Object.fromEntries([...registered, 'javascript', 'coffee'].map((name) => [name, refuse])), yaml };
}

function fromYaml(file: string, text: string, offset: number, body: string): ParsedSource {
  const source = text.slice(offset);
  const { doc, lineCounter } = readYaml(source);
  const before = text.slice(0, offset);
  const lineBase = before.split('\n').length - 1;
  // Positions on the first line of the front matter follow the opening `---` on that line.
  const firstColumn = before.length - before.lastIndexOf('\n') - 1;
  const inFile = ({ line, col }: { line: number; col: number }): Position => ({ line: line + lineBase, column: line === 1 ? col + firstColumn : col });
  const at = (index: number): Position => inFile(lineCounter.linePos(index));
  const problems: Problem[] = syntaxMistakes(source, doc, lineCounter).map(({ message, ...place }) => ({ file, ...inFile(place), message }));
  const folded = doc.errors.length === 0 ? foldedItem(source, doc) : undefined;
  if (folded) problems.push({ file, ...inFile({ line: folded.line + 1, col: folded.column }), message: folded.message });
  const start = firstContent(doc, source, at);
  let data: unknown;
  if (doc.errors.length === 0 && !folded) {
    try {
      data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? {};
    } catch (failure) {
      problems.push(unreadable(file, doc, failure, at) ?? { file, ...start, message: `YAML illisible (${String(failure)})\u00a0: corrigez ce fichier` });
    }
  }
  return {
    data,
    body,
    problems,
    locate: (path, options = {}) => {
      const place = options.index === undefined ? undefined : charIndex(source, options.key ? keyNode(doc, path) : doc.getIn(path as unknown[], true), options.index);
      return place === undefined ? (locateIn(doc, path, options.key ?? false, at) ?? start) : at(place);
    },
    written: (path) => {
      const node = doc.getIn(path as unknown[], true);
      return isScalar(node) ? node.source : undefined;
    },
    commentedValues: () =>
      plainValues(doc.contents).flatMap(({ path, node }) => {
        const [, end] = node.range!;
        const hash = source.indexOf('#', end);
        // The `yaml` package also keeps on the value a comment on a line of its own below it.
        return hash >= 0 && source.slice(end, hash) === ' ' ? [{ path, position: at(hash) }] : [];
      }),
  };
}

/**
 * A list item shifted right of the others (`- quiz` then `  - sondage`): `yaml` reads it without
 * error as the rest of the item above (« quiz - sondage »), which the schema would refuse for
 * its spaces. The misplaced line is told instead, as when the shift is a syntax error, and the
 * file's values are not read, since the list is not what the editor wrote.
 */
function foldedItem(source: string, doc: Document): Misplaced | undefined {
  // A value's text is a part of the source: without a line that starts with a dash, no value
  // holds one, and the values need not be visited (most tool files write their lists in brackets).
  if (!/\n[ \t]*-/.test(source)) return undefined;
  let found: number | undefined;
  visit(doc, {
    Scalar(_, node) {
      if (node.type !== 'PLAIN' || !node.range) return;
      const text = source.slice(node.range[0], node.range[1]);
      const item = /\n[ \t]*-(?:[ \t]|$)/m.exec(text);
      if (item) {
        found = source.slice(0, node.range[0] + item.index + 1).split('\n').length - 1;
        return visit.BREAK;
      }
    },
  });
  if (found === undefined) return undefined;
  const lines = source.split('\n');
  // The first misplaced line may be above it: `- quiz` when two items disagree, `-quiz` without its space.
  const misplaced = firstMisplaced(lines, found);
  if (misplaced) return misplaced;
  const lead = /^[ \t]*/.exec(lines[found])![0].length;
  return { line: found, column: lead + 1, fixed: lines[found], message: 'cette ligne commence un élément de liste, mais elle est décalée par rapport aux autres\u00a0: alignez son tiret sur le leur' };
}

/** The values written without quotes that carry a comment, with their paths. */
function plainValues(node: unknown, path: (string | number)[] = []): { path: (string | number)[]; node: Scalar }[] {
  if (isScalar(node)) return node.type === 'PLAIN' && node.comment !== undefined && node.range ? [{ path, node }] : [];
  if (isSeq(node)) return node.items.flatMap((item, index) => plainValues(item, [...path, index]));
  if (isMap(node)) return node.items.flatMap((pair) => (isScalar(pair.key) ? plainValues(pair.value, [...path, String(pair.key.value)]) : []));
  return [];
}

function readYaml(source: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  return { doc: parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
}

/** Most syntax mistakes reported for one file: past a few, the file needs rewriting more than a list. */
const MAX_MISTAKES = 10;

/**
 * The syntax mistakes of a YAML text, one message each, at their `{ line, col }` in the text.
 * After a mistake the `yaml` package often misreads every line below it, so mistakes are found one
 * at a time: the first is reported, then the text is read again with its line set right (a
 * misplaced line moved where it belongs, see `firstMisplaced`) or, when there is no telling what
 * was meant, emptied. An error found after a line was emptied counts only if the reading before
 * had it too: what emptying a line breaks is not the editor's mistake.
 */
function syntaxMistakes(source: string, doc: Document, lineCounter: LineCounter): { line: number; col: number; message: string }[] {
  const mistakes: { line: number; col: number; message: string }[] = [];
  const lines = source.split('\n');
  /** Columns each set-right line moved its text by, to give places in the text as written. */
  const moved = new Map<number, number>();
  const asWritten = (line: number, col: number) => ({ line, col: Math.max(1, col - (moved.get(line) ?? 0)) });
  let reading = { doc, lineCounter };
  let before: { line: number; col: number; code: string }[] | undefined;
  for (let round = 0; round < MAX_MISTAKES; round++) {
    const errors = [...reading.doc.errors, ...reading.doc.warnings]
      .map((error) => ({ error, start: errorStart(reading.doc, error) }))
      .sort((a, b) => a.start - b.start)
      .map(({ error, start }) => ({ ...reading.lineCounter.linePos(start), code: error.code, message: error.message }));
    if (errors.length === 0) break;
    const [first] = errors;
    const known = knownMistake(lines, first.line);
    if (known) {
      mistakes.push({ ...asWritten(known.index + 1, known.column), message: known.message });
      if (known.moves) moved.set(known.index + 1, (moved.get(known.index + 1) ?? 0) + known.fixed.length - lines[known.index].length);
      lines[known.index] = known.fixed;
      before = undefined;
    } else {
      if (before && !before.some((error) => error.code === first.code && error.line === first.line && error.col === first.col)) break;
      mistakes.push({ ...asWritten(first.line, first.col), message: yamlMessage(first.code, first.message, lines[first.line - 1]) });
      // Emptying a line that holds nothing to read would only give the same reading again.
      if (isBlankOrComment(lines[first.line - 1])) break;
      lines[first.line - 1] = '';
      before = errors;
    }
    reading = readYaml(lines.join('\n'));
  }
  return mistakes;
}

/**
 * The mistake that the `yaml` package's first error at `line` (1-based) stands for, when its fix is
 * known: the 0-based index of the line to set right, and whether the fix moves the line's text
 * (places in it are then given as written).
 */
function knownMistake(lines: string[], line: number): (LineFix & { index: number; moves: boolean }) | undefined {
  const spaced = nonBreakingSpaceAfterColon(lines[line - 1] ?? '');
  if (spaced) return { ...spaced, index: line - 1, moves: false };
  // A field glued to its value reads as a text, and the error shows on a line below it.
  const glued = firstGluedField(lines, pastComments(lines, line));
  if (glued) return { column: glued.column, fixed: glued.fixed, message: glued.message, index: glued.index, moves: false };
  // The `yaml` package reports a misplaced line at the comments above it, if any.
  const misplaced = firstMisplaced(lines, pastComments(lines, line));
  if (misplaced) return { column: misplaced.column, fixed: misplaced.fixed, message: misplaced.message, index: misplaced.line, moves: true };
  return undefined;
}

/** A mistake on one line: where it is, what it is, and the line set right. */
export interface LineFix {
  /** 1-based column the message points at. */
  column: number;
  fixed: string;
  message: string;
}

/**
 * A field name whose colon is followed by a non-breaking space, as French typing puts one on
 * either side of « : »: YAML needs an ordinary space there and reads the whole line as a name
 * without its colon.
 * @example nonBreakingSpaceAfterColon('vendor:\u00a0X') // { column: 8, fixed: 'vendor: X', message: 'une espace insécable suit le deux-points de « vendor » : remplacez-la par une espace normale' }
 */
export function nonBreakingSpaceAfterColon(line: string): LineFix | undefined {
  const match = /^(\s*(?:-\s+)?([a-z_][a-z0-9_]*)[\u00a0\u202f ]*:)[\u00a0\u202f]/i.exec(line);
  if (!match) return undefined;
  const [, head, name] = match;
  const fixed = `${head.replace(/[\u00a0\u202f ]*:$/, ':')} ${line.slice(head.length + 1)}`;
  // French typography puts one before the colon as well; the name then reads as an unknown field.
  const before = /[\u00a0\u202f][\u00a0\u202f ]*:$/.test(head) ? '\u00a0; supprimez aussi celle qui le précède' : '';
  return { column: head.length + 1, fixed, message: `une espace insécable suit le deux-points de ${quote(name)}\u00a0: remplacez-la par une espace normale${before}` };
}

/**
 * A field name glued to its value, as in `url:https://x.fr/`: YAML needs a space after the colon,
 * and reads the whole line as a text where a field was expected. What follows the colon is no
 * space, colon or slash (`https://` in a text is no field).
 * @example missingSpaceAfterColon('  url:https://x.fr/') // { column: 7, fixed: '  url: https://x.fr/', message: 'mettez une espace après le deux-points de « url »' }
 */
export function missingSpaceAfterColon(line: string): LineFix | undefined {
  const match = /^(\s*(?:-\s+)?([a-z_][a-z0-9_]*):)(?=[^\s\u00a0\u202f:/])/i.exec(line);
  if (!match) return undefined;
  const [, head, name] = match;
  return { column: head.length + 1, fixed: `${head} ${line.slice(head.length)}`, message: `mettez une espace après le deux-points de ${quote(name)}` };
}

/**
 * The first line among `lines[0..last]` that glues a field to its value (see
 * `missingSpaceAfterColon`), outside the `|` and `>` texts, whose lines may read like one.
 */
function firstGluedField(lines: readonly string[], last: number): (LineFix & { index: number }) | undefined {
  /** Indentation of the line that opens the `|` or `>` text being read. */
  let text: number | undefined;
  for (let index = 0; index <= last && index < lines.length; index++) {
    const line = lines[index];
    const indent = /^ */.exec(line)![0].length;
    if (text !== undefined && (line.trim() === '' || indent > text)) continue;
    text = /:\s+[|>][-+0-9]*\s*(#.*)?$/.test(line) ? indent : undefined;
    const glued = missingSpaceAfterColon(line);
    if (glued) return { index, ...glued };
  }
  return undefined;
}

/** Whether a line holds nothing for YAML to read. */
export const isBlankOrComment = (line: string) => /^\s*(#.*)?$/.test(line);

/**
 * The index of the first line at or after `index` that is neither blank nor a comment (or the last
 * line), for the scan of misplaced lines to reach the line an error above its comments is about.
 * @example pastComments(['a: 1', '# b', '', ' c: 2'], 1) === 3
 */
export function pastComments(lines: readonly string[], index: number): number {
  let last = index;
  while (last < lines.length - 1 && isBlankOrComment(lines[last])) last++;
  return last;
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
      ? `alias YAML ${name} sans ancre ${quote(`&${alias.source}`)} définie avant lui\u00a0: écrivez la valeur en clair`
      : `trop d’alias YAML (${name} et les suivants se développent en plus de ${MAX_ALIAS_COUNT} valeurs)\u00a0: une fiche n’a pas besoin d’alias, écrivez les valeurs en clair`,
  };
}

/** Position of the first field, or of the top of the data when it is empty. */
function firstContent(doc: Document, source: string, at: (index: number) => Position): Position {
  const range = (doc.contents as Node | null)?.range;
  if (range) return at(range[0]);
  const firstNonBlank = source.search(/\S/);
  return at(firstNonBlank >= 0 ? firstNonBlank : 0);
}

/**
 * The name of the field at `path`, as a node. Names are compared as the data writes them, text:
 * a line that starts with its colon has a name whose value is null, which the data writes `''`.
 */
function keyNode(doc: Document, path: DataPath): unknown {
  const parent = path.length > 0 ? doc.getIn(path.slice(0, -1) as unknown[], true) : undefined;
  return isMap(parent) ? parent.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value ?? '') === String(path.at(-1)))?.key : undefined;
}

/**
 * Index in `source` of the character at `index` of a text value written on one line, as long as
 * nothing before it is written otherwise than it reads (an escape between quotes).
 */
function charIndex(source: string, node: unknown, index: number): number | undefined {
  if (!isScalar(node) || !node.range || typeof node.value !== 'string') return undefined;
  const start = node.range[0] + (node.type === 'PLAIN' ? 0 : 1);
  const written = source.slice(start, node.range[1]);
  return !written.includes('\n') && written.slice(0, index + 1) === node.value.slice(0, index + 1) ? start + index : undefined;
}

function locateIn(doc: Document, path: DataPath, key: boolean, at: (index: number) => Position): Position | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const prefix = path.slice(0, depth);
    const wantKey = key && depth === path.length && depth > 0;
    if (wantKey) {
      const range = (keyNode(doc, prefix) as Node | undefined)?.range;
      if (range) return at(range[0]);
      continue;
    }
    const node = depth === 0 ? doc.contents : doc.getIn(prefix as unknown[], true);
    const range = (node as Node | null | undefined)?.range;
    if (range && (isScalar(node) || isMap(node) || isSeq(node))) return at(range[0]);
  }
  return undefined;
}

/**
 * Where the editor has to look for a syntax error. The `yaml` package reports a quote, a `[` or
 * a `{` that is never closed where its text ends, often the end of the file: the place to fix is
 * where it opens.
 */
function errorStart(doc: Document, error: YAMLError): number {
  const [position] = error.pos;
  if (!UNCLOSED.test(error.message)) return position;
  let start = position;
  visit(doc, (_key, node) => {
    const quoted = isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE');
    const flow = (isSeq(node) || isMap(node)) && node.flow === true;
    if ((quoted || flow) && node.range?.[1] === position) start = node.range[0];
  });
  return start;
}

/** The `yaml` package's words for a quote, list or group of fields left open. */
const UNCLOSED = /^Missing closing .quote|^Flow (sequence|map) in block collection must be sufficiently indented and end with/;

/**
 * The `yaml` package's errors in French, saying what to write: those editors meet have their
 * own words, keyed by the package's error code and, where a code covers several mistakes, by
 * its English message.
 * `line` is the line the error is on, for the messages that quote it.
 * @example yamlMessage('TAB_AS_INDENT', 'Tabs are not allowed as indentation') === 'le YAML ne s’indente pas avec des tabulations : indentez avec des espaces'
 */
export function yamlMessage(code: string, message: string, line = ''): string {
  const quoteThisText = 'mettez le texte entre guillemets droits "…"';
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      // `vendor: ?`, as an editor writes an unknown value: YAML reads « ? » as the start of a key.
      if (/:\s+\?(\s|$)/.test(line)) return `un «\u00a0?\u00a0» en tête de valeur annonce en YAML un nom de champ\u00a0: ${quoteThisText}\u00a0; une valeur inconnue s’écrit null là où le champ l’accepte (vendor: null), ou ne s’écrit pas`;
      return `${quoteThisText}\u00a0: un deux-points suivi d’une espace y commence sinon un nouveau champ`;
    case 'MULTILINE_IMPLICIT_KEY':
      return `un nom de champ tient sur une ligne et se termine par un deux-points suivi d’une espace (name: Mon outil)\u00a0; si un texte continue sur la ligne suivante, ${quoteThisText}`;
    case 'MISSING_CHAR': {
      const quote = /^Missing closing (.)quote/.exec(message)?.[1];
      if (quote) return `le guillemet ${quote} ouvert ici n’est jamais fermé\u00a0: ajoutez ${quote} à la fin du texte, sur la même ligne`;
      if (/^Implicit map keys need to be followed by map values/.test(message)) return 'il manque le deux-points après ce nom de champ\u00a0: écrivez «\u00a0champ: valeur\u00a0»';
      if (/^Missing ,/.test(message)) return 'il manque une virgule entre deux éléments de cette liste entre crochets [a, b]';
      if (/^Comments must be separated/.test(message)) return `un # après une valeur commence un commentaire s’il suit une espace, et sinon est une erreur\u00a0: ${quoteThisText}`;
      return 'il manque un signe sur cette ligne\u00a0: vérifiez les guillemets, les deux-points et les crochets';
    }
    case 'BAD_INDENT':
      if (/^Flow sequence/.test(message)) return 'le crochet [ ouvert ici n’est jamais fermé\u00a0: terminez la liste par ], sur la même ligne';
      if (/^Flow map/.test(message)) return `l’accolade { ouverte ici n’est jamais fermée\u00a0: si c’est du texte, ${quoteThisText}`;
      return 'les champs d’un même niveau commencent à la même colonne\u00a0: alignez cette ligne sur les précédentes, avec des espaces';
    case 'TAB_AS_INDENT':
      return 'le YAML ne s’indente pas avec des tabulations\u00a0: indentez avec des espaces';
    case 'DUPLICATE_KEY': {
      // Named, since the other line is often far above: `last_verified_at` added at the end of a
      // header that has one already.
      const field = /^\s*(?:-\s+)?([^\s:#][^:#]*?)\s*:/.exec(line)?.[1];
      return `${field ? `le champ ${quote(field)} ` : 'ce champ '}est écrit deux fois\u00a0: n’en gardez qu’un${field ? ', avec la bonne valeur' : ''}`;
    }
    case 'BAD_SCALAR_START':
    case 'BAD_ALIAS':
      return `un texte ne peut pas commencer par ce signe\u00a0: ${quoteThisText}`;
    case 'BAD_DQ_ESCAPE':
      return 'entre guillemets droits "…", une barre oblique inverse \\ annonce un caractère spécial\u00a0: doublez-la (\\\\) ou prenez des guillemets simples \'…\'';
    case 'UNEXPECTED_TOKEN':
      // `[quiz, , sondage]`: an item deleted but not its comma.
      if (/^Unexpected , in flow/.test(message)) return 'une virgule de trop\u00a0: entre deux virgules, ou après le crochet ouvrant, il manque un élément\u00a0; retirez cette virgule';
      // `vendor: - Éditeur` or `tags: - quiz`: a dash and a space start a list item, on its own line.
      if (/^Unexpected block-seq-ind on same line/.test(message)) {
        return `un tiret suivi d’une espace commence un élément de liste, écrit sur sa propre ligne\u00a0: si c’est du texte, ${quoteThisText}\u00a0; une liste s’écrit entre crochets, [quiz, sondage]`;
      }
      // `[exposé, oral]` below `- [traduire, traduction]`: a group of synonyms without its dash.
      if (/^Unexpected flow-seq-start at node end/.test(message) && line.trimStart().startsWith('[')) {
        return `un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez ${quote(`- ${line.trim()}`)}`;
      }
      // `[quiz, sondage]]`: a bracket typed twice.
      if (/^Unexpected flow-seq-end/.test(message)) return 'un crochet ] de trop\u00a0: la liste est déjà fermée\u00a0; retirez-le';
      if (/^Unexpected flow-map-end/.test(message)) return 'une accolade } de trop\u00a0: retirez-la';
      return `ce texte n’est pas à sa place\u00a0: une valeur qui commence par un guillemet s’arrête au guillemet fermant\u00a0; mettez tout le texte entre guillemets droits "…", avec des guillemets français «\u00a0» à l’intérieur`;
    case 'MULTIPLE_DOCS':
      return 'une ligne --- coupe ce fichier en deux\u00a0: retirez-la';
    default:
      return `erreur de syntaxe YAML\u00a0: vérifiez les guillemets, les deux-points et l’indentation de cette ligne (détail en anglais\u00a0: ${message.split('\n')[0]})`;
  }
}
