/**
 * Lines of a YAML file that are not where their neighbours say they belong: a field shifted by a
 * space or two, indented with a tab, a list item without the space after its dash, a line of a
 * `|` text that lost its indentation. The `yaml` package reads such a line as the end of the
 * value above it, or loses its way on every line below; this scan names the line itself and the
 * indentation it needs. It follows the shapes content files use (fields, lists of fields, `|`
 * and `>` texts, values on one line) and says nothing about a file it cannot follow.
 */

import { quote } from './messages.ts';

/** A misplaced line, with what to write instead. */
export interface Misplaced {
  /** 0-based index of the line. */
  line: number;
  /** 1-based column the message points at. */
  column: number;
  message: string;
  /** The line as it should read, for reading the rest of the file past this mistake. */
  fixed: string;
}

/** A level of indentation open at some line: its fields, or the dashes of its list items. */
interface Level {
  indent: number;
  kind: 'field' | 'item';
  /** The last field written at this level, to name it in a message. */
  name?: string;
  /** Fields written at this level so far (in the current item, under a list item). */
  seen?: Set<string>;
  /** Of a list item: the field it starts with (`tool` in `- tool: anki`). */
  first?: string;
}

const FIELD = /^([a-z_][a-z0-9_]*):(?:\s|$)/i;
const ITEM = /^-(?:\s|$)/;
/** A field name glued to its value: `tool:quizlet`. */
const GLUED_FIELD = /^([a-z_][a-z0-9_]*):(?=\S)/i;
/** A dash glued to what follows, where a list item goes: `-slug: podcast`. */
const GLUED_ITEM = /^-[^\s-]/;
/** The header of a `|` or `>` text, with its optional indicators and comment. */
const TEXT_HEADER = /^[|>][-+0-9]*(?:\s+#.*)?$/;

const spaces = (count: number) => `${count} espace${count > 1 ? 's' : ''}`;

/** What to do to a line at `indent` so that it starts at `wanted`. */
function shift(indent: number, wanted: number): string {
  return indent > wanted ? `retirez ${spaces(indent - wanted)} au début de la ligne` : `ajoutez ${spaces(wanted - indent)} au début de la ligne`;
}

/** A field or an item at `indent` that belongs at `wanted`, like `reference` (« à « tool » »). */
function shifted(index: number, rest: string, indent: number, wanted: number, reference: string): Misplaced {
  const direction = indent > wanted ? 'droite' : 'gauche';
  const message = `cette ligne est décalée de ${spaces(Math.abs(indent - wanted))} vers la ${direction} par rapport ${reference}\u00a0: ${shift(indent, wanted)}`;
  return { line: index, column: indent + 1, message, fixed: ' '.repeat(wanted) + rest };
}

/** A line of the `|` text of `field` at `indent`, whose lines start at `wanted`. */
function shiftedText(index: number, rest: string, indent: number, wanted: number, field: string): Misplaced {
  const message = `cette ligne fait partie du texte de ${quote(field)} et s’indente comme ses autres lignes\u00a0: ${shift(indent, wanted)}`;
  return { line: index, column: indent + 1, message, fixed: ' '.repeat(wanted) + rest };
}

const OTHER_ITEMS = 'aux autres éléments de la liste';

/** A field line that starts a new item of the list of `item`, without its dash. */
function withoutDash(index: number, rest: string, indent: number, item: Level): Misplaced {
  const fixed = `${' '.repeat(item.indent)}- ${rest}`;
  return { line: index, column: indent + 1, message: `cette ligne commence un nouvel élément de la liste\u00a0: écrivez ${quote(`- ${rest}`)}, le tiret aligné sur ceux des autres éléments`, fixed };
}

/**
 * The list item whose next item a field line starts without its dash: the line names the field
 * items start with (`tool: b` below `- tool: a`), left of that item's fields or among them a
 * second time.
 */
function itemWithoutDash(levels: Level[], indent: number, field: string): Level | undefined {
  const at = levels.findLastIndex((level) => level.kind === 'item' && level.indent <= indent);
  const [item, fields] = [levels[at], levels[at + 1]];
  if (!item || !fields || item.first !== field || indent > fields.indent) return undefined;
  return indent < fields.indent || fields.seen?.has(field) ? item : undefined;
}

/**
 * The first misplaced line among `lines[0..last]`, if any.
 * @example firstMisplaced(['name: X', ' pricing: free'], 1) // { line: 1, column: 2, fixed: 'pricing: free', message: 'cette ligne est décalée de 1 espace vers la droite par rapport à « name » : retirez 1 espace au début de la ligne' }
 */
export function firstMisplaced(lines: readonly string[], last: number): Misplaced | undefined {
  let levels: Level[] = [];
  /** The line above ends with `field:` or a lone `-`: the lines below may go one level deeper. */
  let opened: { indent: number; kind: Level['kind'] } | undefined;
  /** Inside a `|` or `>` text: the indentation of its field, and of its lines once the first is read. */
  let text: { parent: number; name: string; indent?: number } | undefined;

  for (let index = 0; index <= last && index < lines.length; index++) {
    const line = lines[index];
    const lead = /^[ \t]*/.exec(line)![0];
    const rest = line.slice(lead.length);
    const field = FIELD.exec(rest)?.[1];
    if (text) {
      if (rest === '') continue;
      if (text.indent === undefined && lead.length > text.parent && !lead.includes('\t')) {
        // The first line sets the indentation of the text; it alone may be the shifted one.
        const usual = usualIndent(lines, index, text.parent, 'text');
        if (usual.indent < lead.length) return shiftedText(index, rest, lead.length, usual.indent, text.name);
        text.indent = lead.length;
      }
      if (text.indent !== undefined && lead.length >= text.indent) continue;
      // Left of the text, a line that is no field, item or comment is a line of the text.
      if (field === undefined && !ITEM.test(rest) && !rest.startsWith('#')) return shiftedText(index, rest, lead.length, text.indent ?? text.parent + 2, text.name);
      text = undefined;
    }
    if (rest === '' || rest.startsWith('#') || rest.startsWith('---')) continue;
    const kind = ITEM.test(rest) ? 'item' : field !== undefined ? 'field' : GLUED_ITEM.test(rest) ? 'glued' : undefined;
    // A line of another shape (the rest of a value, a mistake of another kind) is left to `yaml`.
    if (kind === undefined) {
      opened = undefined;
      continue;
    }
    const indent = lead.length;
    const placed = kind === 'glued' ? undefined : place(levels, opened, indent, kind);
    if (kind === 'glued') {
      // As any list, it may start at its field's column (`tags:` then `-quiz`).
      const below = opened && (indent > opened.indent || (opened.kind === 'field' && indent === opened.indent));
      const wanted = levels.find((level) => level.kind === 'item' && level.indent === indent) ?? (below ? opened : undefined);
      if (!wanted || lead.includes('\t')) return undefined;
      return { line: index, column: indent + 1, message: `un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez ${quote(`- ${rest.slice(1)}`)}`, fixed: `${lead}- ${rest.slice(1)}` };
    }
    if (lead.includes('\t')) {
      const wanted = innermost(levels, opened, kind);
      if (!wanted) return undefined;
      return { line: index, column: lead.indexOf('\t') + 1, message: 'le YAML ne s’indente pas avec des tabulations\u00a0: indentez avec des espaces', fixed: ' '.repeat(wanted.indent) + rest };
    }
    if (placed === undefined) {
      const item = kind === 'field' ? itemWithoutDash(levels, indent, field!) : undefined;
      if (item) return withoutDash(index, rest, indent, item);
      const wanted = nearest(levels, indent, kind);
      if (!wanted) return undefined;
      return shifted(index, rest, indent, wanted.indent, wanted.name ? `à ${quote(wanted.name)}` : kind === 'item' ? OTHER_ITEMS : 'aux champs qui l’entourent');
    }
    // The first line of a block sets its indentation for the `yaml` package: when that line alone
    // is shifted, every other line of the block seems wrong.
    if (opened && indent >= opened.indent) {
      const usual = usualIndent(lines, index, opened.indent, kind);
      const opensBlock = kind === 'field' && /^\s*(#.*)?$/.test(rest.slice(field!.length + 1));
      if (usual.indent !== indent && (usual.indent < indent || !opensBlock)) return shifted(index, rest, indent, usual.indent, kind === 'item' ? OTHER_ITEMS : `à ${quote(usual.name)}`);
    }
    levels = placed;
    opened = undefined;
    // What follows the field name, or the dash: a value, nothing (the value is below), or a text.
    let value = rest;
    let valueIndent = indent;
    if (kind === 'item') {
      const after = rest.slice(1);
      const content = after.trimStart();
      valueIndent = indent + 1 + after.length - content.length;
      // `- tool:quizlet` lacks its space, which `yaml` says; its item still holds a field here.
      const key = (FIELD.exec(content) ?? GLUED_FIELD.exec(content))?.[1];
      if (key === undefined) {
        if (content === '' || content.startsWith('#')) opened = { indent, kind: 'item' };
        continue;
      }
      levels[levels.length - 1].first = key;
      levels.push({ indent: valueIndent, kind: 'field', name: key, seen: new Set([key]) });
      value = content.slice(key.length + 1);
    } else {
      const level = levels[levels.length - 1];
      const item = itemWithoutDash(levels, indent, field!);
      if (item) return withoutDash(index, rest, indent, item);
      level.name = field;
      level.seen = (level.seen ?? new Set()).add(field!);
      value = rest.slice(field!.length + 1);
    }
    value = value.trim();
    const name = levels[levels.length - 1].name!;
    if (value === '' || value.startsWith('#')) opened = { indent: valueIndent, kind: 'field' };
    else if (TEXT_HEADER.test(value)) text = { parent: valueIndent, name };
    // A value that goes on past its line (an open quote or bracket): the scan stops following.
    else if (/^["'[{]/.test(value) && !closedOnItsLine(value)) return undefined;
  }
  return undefined;
}

/**
 * The levels after a field or an item at `indent`, or undefined when the line has no place
 * there. Below `field:` or `-`, any deeper indentation opens a level, and a list may start at the
 * field's own column.
 */
function place(levels: Level[], opened: { indent: number; kind: Level['kind'] } | undefined, indent: number, kind: Level['kind']): Level[] | undefined {
  if (levels.length === 0) return indent === 0 ? [{ indent, kind }] : undefined;
  if (opened && (indent > opened.indent || (kind === 'item' && opened.kind === 'field' && indent === opened.indent))) {
    return [...levels.filter((level) => level.indent < indent || (level.indent === indent && level.kind !== kind)), { indent, kind }];
  }
  const at = levels.findIndex((level) => level.indent === indent && level.kind === kind);
  return at < 0 ? undefined : levels.slice(0, at + 1);
}

/**
 * The indentation most lines of a block use, with a field written at it, for the block's first
 * line (`lines[first]`) to be checked against. The first line and the lines of `kind` below it
 * count until the block ends (a field back at `parent`, anything left of it); a field two columns
 * deeper than the first line, or an item more than two, may be its own child and does not count
 * (a list may start at its field's column: `tags:` then `- quiz`). A tie goes to the usual two
 * columns past `parent`, then to the first line.
 */
function usualIndent(lines: readonly string[], first: number, parent: number, kind: Level['kind'] | 'text'): { indent: number; name?: string } {
  const firstIndent = /^ */.exec(lines[first])![0].length;
  const counts = new Map<number, { count: number; name?: string }>([[firstIndent, { count: 1, name: FIELD.exec(lines[first].trimStart())?.[1] }]]);
  for (let index = first + 1; index < lines.length; index++) {
    const lead = /^[ \t]*/.exec(lines[index])![0];
    const rest = lines[index].slice(lead.length);
    if (rest === '' || (kind !== 'text' && rest.startsWith('#'))) continue;
    const name = FIELD.exec(rest)?.[1];
    const lineKind = ITEM.test(rest) ? 'item' : name !== undefined ? 'field' : undefined;
    if (lead.length < parent || (lead.length === parent && (kind === 'text' || lineKind === 'field'))) break;
    if (lead.includes('\t') || (kind !== 'text' && (lineKind !== kind || lead.length > firstIndent + (kind === 'item' ? 2 : 1)))) continue;
    const seen = counts.get(lead.length);
    counts.set(lead.length, { count: (seen?.count ?? 0) + 1, name: seen?.name ?? name });
  }
  const rank = (indent: number) => (indent === parent + 2 ? 0 : indent === firstIndent ? 1 : 2);
  const [indent, { name }] = [...counts].sort(([a, x], [b, y]) => y.count - x.count || rank(a) - rank(b) || a - b)[0];
  return { indent, name };
}

/** The level a line of this kind most likely meant: the closest in columns, the innermost on a tie. */
function nearest(levels: Level[], indent: number, kind: Level['kind']): Level | undefined {
  if (levels.length === 0) return { indent: 0, kind };
  let best: Level | undefined;
  for (const level of levels) {
    if (level.kind === kind && (!best || Math.abs(level.indent - indent) <= Math.abs(best.indent - indent))) best = level;
  }
  return best;
}

/** For a line indented with a tab, whose width nobody can tell: the level it continues. */
function innermost(levels: Level[], opened: { indent: number; kind: Level['kind'] } | undefined, kind: Level['kind']): Level | undefined {
  if (opened) return { indent: opened.indent + 2, kind };
  return levels.findLast((level) => level.kind === kind) ?? (levels.length === 0 ? { indent: 0, kind } : undefined);
}

/** Whether a quoted or bracketed value ends on its line (quotes inside brackets included). */
function closedOnItsLine(value: string): boolean {
  const closers: string[] = [];
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    const top = closers[closers.length - 1];
    if (top === '"' || top === "'") {
      if (top === '"' && char === '\\') index++;
      else if (char === top && top === "'" && value[index + 1] === "'") index++;
      else if (char === top) closers.pop();
    } else if (char === '"' || char === "'") {
      if (closers.length > 0 && /[[{,:]\s*$/.test(value.slice(0, index))) closers.push(char);
      else if (index === 0) closers.push(char);
    } else if (char === '[') closers.push(']');
    else if (char === '{') closers.push('}');
    else if ((char === ']' || char === '}') && char === top) closers.pop();
    else if (char === '#' && /\s/.test(value[index - 1] ?? '')) break;
    if (closers.length === 0) return true;
  }
  return closers.length === 0;
}
