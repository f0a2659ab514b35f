/**
 * Reads a content folder from disk. Node-only: nothing the edge function imports may import
 * this file.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import { placeholderProblems } from '../editorial/skeleton.ts';
import { bodyWarnings } from './body.ts';
import { byPlace, compileDirectory, type ContentSources, type Directory, type SourceText } from './directory.ts';
import type { Problem } from './source.ts';

/** Layout of a content folder. */
export const CONTENT_LAYOUT = {
  categories: 'categories.yaml',
  tags: 'tags.yaml',
  tools: 'tools',
  collections: 'collections',
  screenshots: 'screenshots',
  synonyms: 'synonyms.yaml',
} as const;

/**
 * Largest content file read, in bytes: the longest real tool file is under 2 KB, and a larger
 * one would only make the validator slow (a few MB of YAML take seconds and gigabytes).
 */
export const MAX_FILE_BYTES = 64 * 1024;

/** The content folder the build and the validator read: `CONTENT_DIR`, else `./content`. */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.CONTENT_DIR ?? 'content');
}

/**
 * Loads and checks a whole content folder. `warnings` are things that will not show as the
 * editor expects (raw HTML the sanitiser drops) but do not stop the build.
 */
export function loadDirectory(root: string): { directory: Directory; problems: Problem[]; warnings: Problem[]; screenshotsDir: string } {
  const screenshotsDir = join(root, CONTENT_LAYOUT.screenshots);
  const sizeOf = (file: string) => {
    const path = join(screenshotsDir, file);
    if (!existsSync(path) || !lstatSync(path).isFile()) return undefined;
    try {
      const { width, height } = imageSize(readFileSync(path));
      return width && height ? { width, height } : undefined;
    } catch {
      return undefined;
    }
  };
  const refused: Problem[] = [];
  const sources = readSources(root, refused);
  const compiled = compileDirectory(sources, sizeOf);
  const warnings = sources.tools.flatMap(({ file, text }) => {
    const start = bodyStart(text);
    // A file without front matter is already a problem; its text is not a body.
    return start > 0 ? bodyWarnings(file, text, start) : [];
  });
  // A scaffold's instructions left in a file would be published as text: the check lives with
  // the scaffolds that write them.
  const unfinished = [...sources.tools, ...sources.collections].flatMap(({ file, text }) => placeholderProblems(file, text));
  return { ...compiled, problems: [...refused, ...compiled.problems, ...unfinished].sort(byPlace), warnings: warnings.sort(byPlace), screenshotsDir };
}

/** Where the Markdown body starts, after the front matter's closing `---` line (0 without one). */
function bodyStart(text: string): number {
  return /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text)?.[0].length ?? 0;
}

/**
 * A content file's text, or a problem: only regular files (no symbolic link, which could
 * publish a file from anywhere on the machine) of at most `MAX_FILE_BYTES` are read.
 */
function readContentFile(path: string, file: string, refused: Problem[]): string | undefined {
  const stats = lstatSync(path);
  const problem = (message: string) => void refused.push({ file, line: 1, column: 1, message });
  if (stats.isSymbolicLink()) return problem('lien symbolique refusé : remplacez-le par le fichier lui-même');
  if (!stats.isFile()) return problem("ce n'est pas un fichier ordinaire : retirez-le du dossier de contenu");
  if (stats.size > MAX_FILE_BYTES) {
    return problem(`le fichier dépasse ${MAX_FILE_BYTES / 1024} Ko (${Math.ceil(stats.size / 1024)} Ko) : raccourcissez-le, une fiche tient en quelques Ko`);
  }
  return readFileSync(path, 'utf8');
}

function readSources(root: string, refused: Problem[]): ContentSources {
  const display = (path: string) => relative(process.cwd(), path) || path;
  const categoriesPath = join(root, CONTENT_LAYOUT.categories);
  const tagsPath = join(root, CONTENT_LAYOUT.tags);
  const synonymsPath = join(root, CONTENT_LAYOUT.synonyms);
  const strays: ContentSources['strays'] = [];
  const read = (folder: string, extension: string, what: string): SourceText[] => {
    const dir = join(root, folder);
    if (!existsSync(dir)) return [];
    const texts: SourceText[] = [];
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (entry.startsWith('.')) continue;
      if (extname(entry) !== extension) {
        strays.push({ file: display(path), expected: `${folder}/ ne contient que des fichiers ${what} nommés <slug>${extension} ; déplacez ou renommez celui-ci` });
        continue;
      }
      const text = readContentFile(path, display(path), refused);
      if (text !== undefined) texts.push({ file: display(path), name: basename(entry, extension), text });
    }
    return texts;
  };
  const optional = (path: string) => (existsSync(path) || isLink(path) ? readContentFile(path, display(path), refused) : undefined);
  const categories = optional(categoriesPath);
  const tags = optional(tagsPath);
  const synonyms = optional(synonymsPath);
  return {
    categories: categories === undefined ? undefined : { file: display(categoriesPath), name: 'categories', text: categories },
    categoriesFile: display(categoriesPath),
    tags: tags === undefined ? undefined : { file: display(tagsPath), name: 'tags', text: tags },
    tagsFile: display(tagsPath),
    toolsFolder: display(join(root, CONTENT_LAYOUT.tools)),
    tools: read(CONTENT_LAYOUT.tools, '.md', 'd’outil'),
    collections: read(CONTENT_LAYOUT.collections, '.yaml', 'de sélection'),
    synonyms: synonyms === undefined ? undefined : { file: display(synonymsPath), name: 'synonyms', text: synonyms },
    strays,
  };
}

/** A symbolic link, even one whose target is missing (`existsSync` follows links). */
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
