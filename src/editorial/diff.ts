/**
 * What a change does to the API, for editors: records added, removed or changed field by field,
 * tools renamed or discontinued, groups of search synonyms (from the two loaded directories), and
 * files of the build added, removed or changed (from the two output folders). Pure, except
 * `readTree`, which reads a folder.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Directory, Redirect } from '../content/directory.ts';
import { count, frenchDay, slugify, websiteKey } from './text.ts';

type Row = Record<string, unknown> & { slug: string };

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface RecordDiff {
  added: Row[];
  removed: Row[];
  changed: { before: Row; after: Row; fields: FieldChange[] }[];
}

export interface FileDiff {
  added: string[];
  removed: string[];
  changed: string[];
  unchanged: number;
  /** Bytes of the files added, removed (their old size) and changed (their new size). */
  bytesMoved: number;
  /** Total bytes of the new build. */
  bytesAfter: number;
}

/**
 * Published tools that left the list of tools while their address still answers, so that the
 * report never calls them removed: `renamed`, whose former slug redirects (301) to the new one,
 * and `discontinued`, whose page stays but which leave lists, search, counts and collections.
 * `republished` are discontinued tools published again, which are not new to the directory.
 * Their field changes leave out what the report's line already says.
 */
export interface ToolDiff extends RecordDiff {
  renamed: RecordDiff['changed'];
  discontinued: RecordDiff['changed'];
  republished: RecordDiff['changed'];
}

/** Records of the directory as rows of fields, each with its slug. */
const rows = (records: readonly object[]) => records as Row[];

const bySlug = (a: Row, b: Row) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** The fields whose values differ, by name, whatever the key order inside them. */
function changedFields(before: Row, after: Row, except: readonly string[] = []): FieldChange[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .sort()
    .filter((field) => !except.includes(field) && stable(before[field]) !== stable(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** Compares two lists of records by slug, field by field. */
export function diffRecords(before: readonly Row[], after: readonly Row[]): RecordDiff {
  const old = new Map(before.map((row) => [row.slug, row]));
  const now = new Map(after.map((row) => [row.slug, row]));
  const changed: RecordDiff['changed'] = [];
  for (const row of [...now.values()].sort(bySlug)) {
    const previous = old.get(row.slug);
    if (!previous) continue;
    const fields = changedFields(previous, row);
    if (fields.length > 0) changed.push({ before: previous, after: row, fields });
  }
  return {
    added: after.filter((row) => !old.has(row.slug)).sort(bySlug),
    removed: before.filter((row) => !now.has(row.slug)).sort(bySlug),
    changed,
  };
}

/**
 * Compares the published tools of two directories, telling a tool renamed (its former slug now
 * redirects) or discontinued (its page stays) from one whose address is gone, and a
 * discontinued tool published again (under its slug or a new one) from a new tool.
 */
export function diffTools(before: Pick<Directory, 'tools' | 'discontinued'>, after: Pick<Directory, 'tools' | 'discontinued' | 'redirects'>): ToolDiff {
  const records = diffRecords(rows(before.tools), rows(after.tools));
  const redirects = new Map(after.redirects.map(({ from, to }) => [from, to]));
  const pages = new Map(rows([...after.tools, ...after.discontinued]).map((row) => [row.slug, row]));
  const closed = new Map(rows(before.discontinued).map((row) => [row.slug, row]));
  const diff: ToolDiff = { ...records, removed: [], renamed: [], discontinued: [], republished: [] };
  for (const row of records.removed) {
    const now = pages.get(redirects.get(row.slug) ?? row.slug);
    if (!now) diff.removed.push(row);
    else if (now.slug !== row.slug) diff.renamed.push({ before: row, after: now, fields: changedFields(row, now, ['slug', 'former_slugs']) });
    else diff.discontinued.push({ before: row, after: now, fields: changedFields(row, now, ['status', 'discontinued_at', 'replaced_by']) });
  }
  const renamedTo = new Set(diff.renamed.map(({ after }) => after.slug));
  diff.added = records.added.filter((row) => {
    if (renamedTo.has(row.slug)) return false;
    const formerSlugs = Array.isArray(row.former_slugs) ? (row.former_slugs as string[]) : [];
    const old = [row.slug, ...formerSlugs].map((slug) => closed.get(slug)).find((found) => found !== undefined);
    if (old) diff.republished.push({ before: old, after: row, fields: changedFields(old, row, ['status', 'discontinued_at', 'replaced_by']) });
    return !old;
  });
  return diff;
}

/** JSON with sorted keys, so that two equal values always compare equal. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  ) ?? 'undefined';
}

/** Every file of an output folder with the digest and size of its bytes. */
export function readTree(root: string): Map<string, { digest: string; size: number }> {
  const files = new Map<string, { digest: string; size: number }>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    files.set(relative(root, path).split('\\').join('/'), { digest: createHash('sha256').update(bytes).digest('hex'), size: bytes.length });
  }
  return files;
}

export function diffTrees(before: Map<string, { digest: string; size: number }>, after: Map<string, { digest: string; size: number }>): FileDiff {
  const diff: FileDiff = { added: [], removed: [], changed: [], unchanged: 0, bytesMoved: 0, bytesAfter: 0 };
  for (const [path, file] of after) {
    diff.bytesAfter += file.size;
    const old = before.get(path);
    if (!old) diff.added.push(path);
    else if (old.digest !== file.digest) diff.changed.push(path);
    else diff.unchanged++;
    if (!old || old.digest !== file.digest) diff.bytesMoved += file.size;
  }
  for (const [path, file] of before) {
    if (after.has(path)) continue;
    diff.removed.push(path);
    diff.bytesMoved += file.size;
  }
  for (const list of [diff.added, diff.removed, diff.changed]) list.sort();
  return diff;
}

export interface ApiDiff {
  tools: ToolDiff;
  /** Former slugs that redirected and now answer nothing: a `former_slugs` entry dropped. */
  lostRedirects: Redirect[];
  collections: RecordDiff;
  categories: RecordDiff;
  synonyms: SynonymDiff;
  files: FileDiff;
}

/**
 * Groups of the search's synonyms added, removed or changed: a group of now is the one of before
 * that shares a word with it. They change what a search finds, and nothing else shows it.
 */
export interface SynonymDiff {
  added: string[][];
  removed: string[][];
  changed: { before: string[]; after: string[] }[];
}

/**
 * Compares two synonyms files group by group.
 * @example diffSynonyms([['a', 'b'], ['c', 'd']], [['a', 'b', 'e'], ['f', 'g']]) // { added: [['f', 'g']], removed: [['c', 'd']], changed: [{ before: ['a', 'b'], after: ['a', 'b', 'e'] }] }
 */
export function diffSynonyms(before: readonly string[][], after: readonly string[][]): SynonymDiff {
  const diff: SynonymDiff = { added: [], removed: [], changed: [] };
  const matched = new Set<readonly string[]>();
  for (const group of after) {
    const old = before.find((other) => !matched.has(other) && other.some((word) => group.includes(word)));
    if (!old) diff.added.push(group);
    else {
      matched.add(old);
      if (stable(old) !== stable(group)) diff.changed.push({ before: old, after: group });
    }
  }
  diff.removed = before.filter((group) => !matched.has(group));
  return diff;
}

/**
 * Former slugs that redirected before and answer nothing now, neither redirecting nor as a tool's
 * page: most often an entry lost when a renamed tool was renamed again (`former_slugs: [b]`
 * where `[a, b]` was meant).
 */
export function lostRedirects(before: Pick<Directory, 'redirects'>, after: Pick<Directory, 'tools' | 'discontinued' | 'redirects'>): Redirect[] {
  const moved = new Map(after.redirects.map(({ from, to }) => [from, to]));
  const pages = new Set([...after.tools, ...after.discontinued].map((tool) => tool.slug));
  // The tool it pointed to, under its slug of now when it was renamed since.
  return before.redirects.filter(({ from }) => !moved.has(from) && !pages.has(from)).map(({ from, to }) => ({ from, to: moved.get(to) ?? to }));
}

export function diffApi(before: Directory, after: Directory, files: FileDiff): ApiDiff {
  return {
    tools: diffTools(before, after),
    lostRedirects: lostRedirects(before, after),
    collections: diffRecords(rows(before.collections), rows(after.collections)),
    categories: diffRecords(rows(before.categories), rows(after.categories)),
    synonyms: diffSynonyms(before.synonyms, after.synonyms),
    files,
  };
}

/** Files listed per group in the report; the rest is counted. */
const LISTED_FILES = 100;

const percent = (part: number, whole: number) => `${(whole === 0 ? 0 : (100 * part) / whole).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u202f%`;
const number = (n: number) => n.toLocaleString('fr-FR');

/** The report, in French Markdown, fit for a terminal, a pull request or a job summary. */
export function renderDiff(diff: ApiDiff, from: string, to: string): string {
  const out = [`## Ce que la modification change dans l’API`, '', `Comparaison de ${from} avec ${to}.`, ''];
  const sections: { title: string; records: RecordDiff & Partial<ToolDiff>; label: (row: Row) => string; feminine: boolean; removal?: (row: Row) => string }[] = [
    { title: 'Outils', records: diff.tools, label: (row) => String(row.name), feminine: false, removal: (row) => lostAddress(row, diff.tools.added) },
    { title: 'Sélections', records: diff.collections, label: (row) => String(row.title), feminine: true, removal: (row) => lostCollectionAddress(row, diff.collections.added) },
    { title: 'Catégories', records: diff.categories, label: (row) => String(row.name), feminine: true, removal: (row) => lostFilter(row, diff.categories.added) },
  ];
  // French agreement: « 1 outil ajouté », « 2 sélections ajoutées ».
  const agree = (word: string, n: number, feminine: boolean) => `${word}${feminine ? 'e' : ''}${n > 1 ? 's' : ''}`;
  // Renamed, discontinued and republished tools are counted only when there are some: few changes have any.
  const kinds = [
    { key: 'added', word: 'ajouté', always: true },
    { key: 'removed', word: 'retiré', always: true },
    { key: 'renamed', word: 'renommé', always: false },
    { key: 'discontinued', word: 'arrêté', always: false },
    { key: 'republished', word: 'republié', always: false },
    { key: 'changed', word: 'modifié', always: true },
  ] as const;
  const size = (records: RecordDiff & Partial<ToolDiff>, key: (typeof kinds)[number]['key']) => records[key]?.length ?? 0;
  // Counted only when there are some, as few changes touch the synonyms.
  const synonymsChanged = diff.synonyms.added.length + diff.synonyms.removed.length + diff.synonyms.changed.length > 0;
  out.push(
    sections
      .map(({ title, records, feminine }) => {
        const counts = kinds.filter(({ key, always }) => always || size(records, key) > 0).map(({ key, word }) => `${size(records, key)} ${agree(word, size(records, key), feminine)}`);
        return `**${title}**\u00a0: ${counts.join(', ')}`;
      })
      .concat(synonymsChanged ? [`**Synonymes de recherche**\u00a0: ${synonymCounts(diff.synonyms)}`] : [])
      .join(' · '),
    '',
  );
  if (!synonymsChanged && sections.every(({ records }) => kinds.every(({ key }) => size(records, key) === 0))) {
    out.push('Aucun changement de contenu publié.', '');
  }
  for (const { title, records, label, feminine, removal } of sections) {
    for (const { key, word } of kinds) {
      if (size(records, key) === 0) continue;
      out.push(`### ${title} ${agree(word, 2, feminine)} (${size(records, key)})`, '');
      if (key === 'added') for (const row of records[key]) out.push(`- **${label(row)}** (\`${row.slug}\`)`);
      else if (key === 'removed') for (const row of records[key]) out.push(`- **${label(row)}** (\`${row.slug}\`)${removal?.(row) ?? ''}`);
      else {
        for (const { before, after, fields } of records[key] ?? []) {
          out.push(`- **${label(after)}**${DESCRIBE_CHANGE[key](before, after)}`);
          for (const change of fields) out.push(`  - ${describeChange(change)}`);
        }
      }
      out.push('');
    }
  }
  if (synonymsChanged) out.push(...synonymLines(diff.synonyms), '');
  if (diff.lostRedirects.length > 0) {
    out.push(`### Anciennes adresses qui ne répondront plus (${diff.lostRedirects.length})`, '');
    for (const { from, to } of diff.lostRedirects) {
      out.push(`- \`${from}\` ne redirigera plus vers \`${to}\`\u00a0: pour garder cette ancienne adresse, ajoutez \`${from}\` aux \`former_slugs\` de \`${to}\``);
    }
    out.push('');
  }
  const files = diff.files;
  const touched = files.added.length + files.removed.length + files.changed.length;
  const total = files.added.length + files.changed.length + files.unchanged;
  out.push(
    '### Fichiers publiés',
    '',
    '| | Fichiers |',
    '|---|---:|',
    `| Ajoutés | ${number(files.added.length)} |`,
    `| Supprimés | ${number(files.removed.length)} |`,
    `| Modifiés | ${number(files.changed.length)} |`,
    `| Inchangés | ${number(files.unchanged)} |`,
    '',
    `Renouvellement\u00a0: ${percent(touched, total + files.removed.length)} des fichiers (${number(touched)} sur ${number(total + files.removed.length)}), ${number(files.bytesMoved)} octets à envoyer ou retirer sur ${number(files.bytesAfter)}.`,
    '',
  );
  if (touched > 0) {
    out.push('<details><summary>Liste des fichiers</summary>', '');
    for (const [title, list] of [['Ajoutés', files.added], ['Supprimés', files.removed], ['Modifiés', files.changed]] as const) {
      if (list.length === 0) continue;
      out.push(`**${title}**`, '');
      for (const path of list.slice(0, LISTED_FILES)) out.push(`- \`${path}\``);
      if (list.length > LISTED_FILES) out.push(`- … et ${number(list.length - LISTED_FILES)} autres`);
      out.push('');
    }
    out.push('</details>', '');
  }
  return out.join('\n');
}

/**
 * What a removed tool's line adds when an added tool has its website or its name: most likely
 * the same tool, whose file was renamed without keeping the old slug in `former_slugs`, so that
 * its old address would answer 404 instead of redirecting. Empty otherwise.
 */
function lostAddress(removed: Row, added: readonly Row[]): string {
  const same = (key: (row: Row) => string) => added.find((row) => key(row) !== '' && key(row) === key(removed));
  const bySite = same((row) => (typeof row.website_url === 'string' ? websiteKey(row.website_url) : ''));
  const successor = bySite ?? same((row) => slugify(String(row.name)));
  if (!successor) return '';
  return `\u00a0: son adresse ne répondra plus, alors que \`${successor.slug}\`, ajouté, a ${bySite ? 'le même site' : 'le même nom'}\u00a0; si c’est le même outil sous un nouveau slug, écrivez \`former_slugs: [${removed.slug}]\` dans sa fiche\u00a0: l’ancienne adresse redirigera vers la nouvelle`;
}

/**
 * What a removed collection's line adds when an added one has its title or its tools: most
 * likely the same collection, whose file was renamed. A collection keeps no former address, so
 * its old one would answer 404: the way back is its old file name. Empty otherwise.
 */
function lostCollectionAddress(removed: Row, added: readonly Row[]): string {
  const tools = (row: Row) => (Array.isArray(row.tools) ? (row.tools as Entry[]).map((entry) => entry.tool).join(',') : '');
  const sameTitle = added.find((row) => slugify(String(row.title)) === slugify(String(removed.title)));
  const successor = sameTitle ?? added.find((row) => tools(row) !== '' && tools(row) === tools(removed));
  if (!successor) return '';
  return `\u00a0: son adresse ne répondra plus, alors que \`${successor.slug}\`, ajoutée, a ${sameTitle ? 'le même titre' : 'les mêmes outils'}\u00a0; une sélection ne garde pas d’ancienne adresse\u00a0: si c’est la même, redonnez à son fichier le nom ${removed.slug}.yaml (changer son titre ne change pas son adresse)`;
}

/** `1 groupe ajouté, 0 retiré, 2 modifiés`. */
function synonymCounts({ added, removed, changed }: SynonymDiff): string {
  const agree = (n: number, word: string) => `${word}${n > 1 ? 's' : ''}`;
  return `${count(added.length, 'groupe')} ${agree(added.length, 'ajouté')}, ${removed.length} ${agree(removed.length, 'retiré')}, ${changed.length} ${agree(changed.length, 'modifié')}`;
}

/** The groups of synonyms that changed, each with its words, for the report. */
function synonymLines({ added, removed, changed }: SynonymDiff): string[] {
  const words = (group: readonly string[]) => group.map((word) => `\`${word}\``).join(', ');
  return [
    `### Synonymes de recherche (${added.length + removed.length + changed.length})`,
    '',
    ...added.map((group) => `- groupe ajouté\u00a0: ${words(group)}`),
    ...changed.map(({ before, after }) => {
      const changes = [...after.filter((word) => !before.includes(word)).map((word) => `+ ${word}`), ...before.filter((word) => !after.includes(word)).map((word) => `− ${word}`)];
      return `- groupe modifié\u00a0: ${words(after)} (${changes.length > 0 ? changes.join(', ') : 'ordre changé'})`;
    }),
    ...removed.map((group) => `- groupe retiré\u00a0: ${words(group)}`),
  ];
}

/**
 * What a removed category's line adds: its slug is a value of the API's `category` filter, which
 * clients use, and a category keeps no former slug, so the filter then answers 400. When an
 * added category has its name, it is most likely the same one under a new slug.
 */
function lostFilter(removed: Row, added: readonly Row[]): string {
  const successor = added.find((row) => slugify(String(row.name)) === slugify(String(removed.name)));
  const same = successor ? `\u00a0; \`${successor.slug}\`, ajoutée, a le même nom\u00a0: si c’est la même catégorie, rendez-lui le slug \`${removed.slug}\`\u00a0: son nom, lui, peut changer sans rien casser` : '';
  return `\u00a0: le filtre \`category=${removed.slug}\` répondra 400 (catégorie inconnue) aux sites et applications qui l’emploient, une catégorie ne garde pas d’ancien slug${same}`;
}

/** A renamed tool, as the guide says renaming works: its former address redirects. */
const renamed = (before: Row, after: Row) => `\u00a0: renommé\u00a0: \`${before.slug}\` → \`${after.slug}\`, l’ancienne adresse redirige vers la nouvelle`;

/** A discontinued tool, in the guide's words for what becomes of it. */
function discontinued(after: Row): string {
  const replacement = after.replaced_by === undefined ? '' : `, remplacé par \`${String(after.replaced_by)}\``;
  return ` (\`${after.slug}\`)\u00a0: arrêté le ${frenchDay(String(after.discontinued_at))}${replacement}\u00a0; sa page reste lisible, mais il sort des listes, des recherches, des comptes et des sélections`;
}

/** What follows the label of a record of each kind of change, from the record before and after, with the space before it: a colon's is non-breaking. */
const DESCRIBE_CHANGE: Record<'renamed' | 'discontinued' | 'republished' | 'changed', (before: Row, after: Row) => string> = {
  renamed,
  discontinued: (_, after) => discontinued(after),
  republished,
  changed: (_, after) => ` (\`${after.slug}\`)`,
};

/** A discontinued tool published again: what its discontinuation took away comes back. */
function republished(before: Row, after: Row): string {
  const slugs = before.slug === after.slug ? `\`${after.slug}\`` : `\`${before.slug}\` → \`${after.slug}\``;
  return ` (${slugs})\u00a0: republié, il était arrêté depuis le ${frenchDay(String(before.discontinued_at))}\u00a0; il revient dans les listes, les recherches, les comptes et les sélections`;
}

/** One field's change in words: lists by items, long texts by length, the rest before → after. */
export function describeChange({ field, before, after }: FieldChange): string {
  if (before === undefined || before === null) return `\`${field}\`\u00a0: ajouté, ${show(after)}`;
  if (after === undefined || after === null) return `\`${field}\`\u00a0: retiré (était ${show(before)})`;
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every(isEntry)) return [`\`${field}\`\u00a0: ${entriesChange(before, after)}`, ...notesRead(before, after)].join('\n');
  if (Array.isArray(before) && Array.isArray(after)) {
    const item = (value: unknown) => (typeof value === 'object' ? stable(value) : String(value));
    const [old, now] = [before.map(item), after.map(item)];
    const changes = [...now.filter((value) => !old.includes(value)).map((value) => `+ ${value}`), ...old.filter((value) => !now.includes(value)).map((value) => `− ${value}`)];
    return `\`${field}\`\u00a0: ${changes.length > 0 ? changes.join(', ') : `ordre changé, ${show(now.join(', '))}`}`;
  }
  if (typeof before === 'string' && typeof after === 'string') {
    const longest = Math.max(before.length, after.length);
    if (longest > SENTENCE_MAX) return `\`${field}\`\u00a0: texte modifié (${count(words(before), 'mot')} → ${count(words(after), 'mot')})`;
    // A sentence is read whole, one version under the other, where a reviewer can compare them.
    if (longest > INLINE_MAX) return [`\`${field}\`\u00a0: texte modifié`, `    - avant\u00a0: \`${before}\``, `    - après\u00a0: \`${after}\``].join('\n');
  }
  return `\`${field}\`\u00a0: ${show(before)} → ${show(after)}`;
}

/**
 * Texts up to this length are shown whole when they change: every one-sentence field (a tool's
 * short description, at most 160 characters; a collection's, an education offer, an alt text,
 * at most 200). Longer texts (long descriptions, introductions) are summarised by their words.
 */
const SENTENCE_MAX = 200;

/** Texts up to this length (names, slugs, pricing) fit on one line as `before` → `after`. */
const INLINE_MAX = 40;

/** An item of a collection's list: a tool and, maybe, its note. */
type Entry = { tool: string; note?: string };

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && typeof (value as Entry).tool === 'string';

/**
 * The tools of a collection by slug, as editors think of them: tools added and removed, notes
 * added, changed or removed, and the order when only it changed.
 * @example entriesChange([{ tool: 'a' }, { tool: 'b' }], [{ tool: 'b' }, { tool: 'c', note: 'N.' }]) === '+ c, − a'
 */
function entriesChange(before: Entry[], after: Entry[]): string {
  const old = new Map(before.map((entry) => [entry.tool, entry]));
  const now = new Map(after.map((entry) => [entry.tool, entry]));
  const changes = [...after.filter((entry) => !old.has(entry.tool)).map((entry) => `+ ${entry.tool}`), ...before.filter((entry) => !now.has(entry.tool)).map((entry) => `− ${entry.tool}`)];
  for (const entry of after) {
    const previous = old.get(entry.tool);
    if (!previous || previous.note === entry.note) continue;
    changes.push(`note de ${entry.tool} ${previous.note === undefined ? 'ajoutée' : entry.note === undefined ? 'retirée' : 'modifiée'}`);
  }
  const kept = (list: Entry[], other: Map<string, Entry>) => list.filter((entry) => other.has(entry.tool)).map((entry) => entry.tool).join(', ');
  // The new order whole: cut short, it would hide the very places that changed.
  if (kept(before, now) !== kept(after, old)) changes.push(`ordre changé, \`${after.map((entry) => entry.tool).join(', ')}\``);
  return changes.join(', ');
}

/**
 * The notes added or changed in a collection's list (those of tools added to it too), whole, as
 * the report shows every changed sentence: a note is what the reader reads beside the tool.
 * @example notesRead([{ tool: 'a', note: 'Un.' }], [{ tool: 'a', note: 'Deux.' }]) → ['    - note de a, avant : `Un.`', '    - note de a, après : `Deux.`']
 */
function notesRead(before: Entry[], after: Entry[]): string[] {
  const old = new Map(before.map((entry) => [entry.tool, entry.note]));
  // A tool cited under its new slug keeps its note: that note is no news.
  const kept = new Set(before.filter((entry) => !after.some((other) => other.tool === entry.tool)).map((entry) => entry.note));
  return after.flatMap(({ tool, note }) => {
    if (note === undefined || old.get(tool) === note || (!old.has(tool) && kept.has(note))) return [];
    const previous = old.get(tool);
    return previous === undefined ? [`    - note de ${tool}\u00a0: \`${note}\``] : [`    - note de ${tool}, avant\u00a0: \`${previous}\``, `    - note de ${tool}, après\u00a0: \`${note}\``];
  });
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `\`${text.length > 100 ? `${text.slice(0, 99)}…` : text}\``;
}
