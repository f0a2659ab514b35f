/**
 * Reads a content folder from disk. Node-only: nothing the edge function imports may import
 * this file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import { compileDirectory, type ContentSources, type Directory, type SourceText } from './directory.ts';
import type { Problem } from './source.ts';

/** Layout of a content folder. */
export const CONTENT_LAYOUT = {
  categories: 'categories.yaml',
  tools: 'tools',
  collections: 'collections',
  screenshots: 'screenshots',
  synonyms: 'synonyms.yaml',
} as const;

/** The content folder the build and the validator read: `CONTENT_DIR`, else `./content`. */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.CONTENT_DIR ?? 'content');
}

/** Loads and checks a whole content folder. */
export function loadDirectory(root: string): { directory: Directory; problems: Problem[]; screenshotsDir: string } {
  const screenshotsDir = join(root, CONTENT_LAYOUT.screenshots);
  const sizeOf = (file: string) => {
    const path = join(screenshotsDir, file);
    if (!existsSync(path) || !statSync(path).isFile()) return undefined;
    try {
      const { width, height } = imageSize(readFileSync(path));
      return width && height ? { width, height } : undefined;
    } catch {
      return undefined;
    }
  };
  return { ...compileDirectory(readSources(root), sizeOf), screenshotsDir };
}

function readSources(root: string): ContentSources {
  const display = (path: string) => relative(process.cwd(), path) || path;
  const categoriesPath = join(root, CONTENT_LAYOUT.categories);
  const synonymsPath = join(root, CONTENT_LAYOUT.synonyms);
  const strays: ContentSources['strays'] = [];
  const read = (folder: string, extension: string, what: string): SourceText[] => {
    const dir = join(root, folder);
    if (!existsSync(dir)) return [];
    const texts: SourceText[] = [];
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (entry.startsWith('.')) continue;
      if (extname(entry) !== extension || !statSync(path).isFile()) {
        strays.push({ file: display(path), expected: `${folder}/ holds only ${what} files named <slug>${extension}; move or rename this one` });
        continue;
      }
      texts.push({ file: display(path), name: basename(entry, extension), text: readFileSync(path, 'utf8') });
    }
    return texts;
  };
  return {
    categories: existsSync(categoriesPath) ? { file: display(categoriesPath), name: 'categories', text: readFileSync(categoriesPath, 'utf8') } : undefined,
    categoriesFile: display(categoriesPath),
    toolsFolder: display(join(root, CONTENT_LAYOUT.tools)),
    tools: read(CONTENT_LAYOUT.tools, '.md', 'tool'),
    collections: read(CONTENT_LAYOUT.collections, '.yaml', 'collection'),
    synonyms: existsSync(synonymsPath) ? { file: display(synonymsPath), name: 'synonyms', text: readFileSync(synonymsPath, 'utf8') } : undefined,
    strays,
  };
}
