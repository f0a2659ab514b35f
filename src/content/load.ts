/**
 * Reads a content folder from disk. Node-only: nothing the edge function imports may import
 * this file.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, posix, relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import { slugify } from '../editorial/text.ts';
import { bodyWarnings, collectionWarnings } from './body.ts';
import { conflictProblems } from './conflicts.ts';
import { byPlace, compileDirectory, type CompileOptions, type ContentSources, type Directory, type SourceText } from './directory.ts';
import { decodeUtf8, isUtf16, looksBinary, nulCharacter, withLineFeeds } from './encoding.ts';
import { collectionSizeAdvice, SCREENSHOT_FILE } from './schema.ts';
import { collectionPlaceholderProblems, placeholderProblems } from './unfinished.ts';
import { didYouMean } from './messages.ts';
import { parseYamlSource, type Problem } from './source.ts';

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
  // Empty is the default too: resolved, an empty value would name the project itself.
  return resolve(env.CONTENT_DIR || 'content');
}

/**
 * `contentDir` when it is a folder, else the one line that says so: `npm start` and `npm run
 * build` check it before building, where a missing folder failed the build on its first file
 * (« categories.yaml manque »).
 */
export function existingContentDir(env: Record<string, string | undefined> = process.env): string {
  const dir = contentDir(env);
  if (!lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`CONTENT_DIR=${env.CONTENT_DIR || 'content'} is not a folder: give the content folder to build (content by default).`);
  return dir;
}

/**
 * The latest calendar day anywhere on Earth (UTC+14), the default limit of content dates: an
 * editor overseas may rightly write a day that has not begun in Paris yet, but nobody can have
 * lived a later one.
 * @example latestDay(new Date('2026-11-23T10:00:00Z')) === '2026-11-24'
 */
export function latestDay(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Loads and checks a whole content folder. `warnings` are things that will not show as the
 * editor expects (raw HTML the sanitiser drops) but do not stop the build. Dates are checked
 * against `today` (default `latestDay()`), which never changes what is published.
 */
export function loadDirectory(root: string, { today = latestDay() }: Partial<CompileOptions> = {}): { directory: Directory; problems: Problem[]; warnings: Problem[]; screenshotsDir: string } {
  const screenshotsDir = join(root, CONTENT_LAYOUT.screenshots);
  /** The screenshot files the tools cite, whatever else is wrong with them. */
  const cited = new Set<string>();
  const sizeOf = (file: string) => {
    cited.add(file);
    const path = join(screenshotsDir, file);
    if (!existsSync(path) || !lstatSync(path).isFile()) return undefined;
    try {
      const { width, height, type } = imageSize(readFileSync(path));
      return width && height && type ? { width, height, format: type } : undefined;
    } catch {
      return undefined;
    }
  };
  const refused: Problem[] = [];
  const sources = readSources(root, refused);
  const compiled = compileDirectory(sources, sizeOf, { today });
  const warnings = sources.tools.flatMap(({ file, text }) => {
    const start = bodyStart(text);
    // A file without front matter is already a problem; its text is not a body.
    return start > 0 ? bodyWarnings(file, text, start) : [];
  });
  // A collection's description goes through the same Markdown filter as a tool's body.
  warnings.push(...sources.collections.flatMap(({ file, text }) => collectionWarnings(file, text)));
  warnings.push(...uncitedScreenshots(screenshotsDir, cited, sources));
  warnings.push(...collectionSizeWarnings(sources, compiled.directory));
  // A scaffold's instructions left in a file would be published as text: the check lives with
  // the scaffolds that write them.
  const unfinished = [
    ...sources.tools.flatMap(({ file, text }) => placeholderProblems(file, text)),
    ...sources.collections.flatMap(({ file, text }) => collectionPlaceholderProblems(file, text)),
  ];
  return { ...compiled, problems: [...refused, ...compiled.problems, ...unfinished].sort(byPlace), warnings: warnings.sort(byPlace), screenshotsDir };
}

/**
 * A warning for each published collection that cites fewer or more tools than a published
 * collection of the directory does (`COLLECTION_TOOLS`), at its list of tools: the pull
 * request's tests refuse it, in English and without a line, after `npm run validate` passed.
 */
function collectionSizeWarnings(sources: ContentSources, directory: Directory): Problem[] {
  const counts = new Map(directory.collections.map((collection) => [collection.slug, collection.tools.length]));
  return sources.collections.flatMap(({ file, name, text }) => {
    const advice = counts.has(name) ? collectionSizeAdvice(counts.get(name)!) : undefined;
    return advice ? [{ file, ...parseYamlSource(file, text).locate(['tools']), message: advice }] : [];
  });
}

/**
 * A warning for each image of the screenshots folder that no tool cites: the build publishes
 * only cited ones, so an editor who dropped the image but forgot `screenshot:` would see no
 * capture and no error. Not a problem: the image harms nothing, and may wait for its tool.
 */
function uncitedScreenshots(dir: string, cited: ReadonlySet<string>, sources: ContentSources): Problem[] {
  if (!existsSync(dir)) return [];
  const tools = new Set(sources.tools.map(({ name }) => name));
  return readdirSync(dir)
    .sort()
    .filter((entry) => !cited.has(entry) && isContentPath(`${CONTENT_LAYOUT.screenshots}/${entry}`) && lstatSync(join(dir, entry)).isFile())
    .map((entry) => {
      const tool = basename(entry, extname(entry));
      const where = tools.has(tool) ? `${sources.toolsFolder}/${tool}.md` : 'la fiche de son outil';
      return {
        file: display(join(dir, entry)),
        line: 1,
        column: 1,
        message: `aucune fiche ne cite cette capture d’écran, qui ne sera donc pas publiée\u00a0: citez-la dans ${where} (screenshot:, puis file: ${entry} et alt: …), ou supprimez-la`,
      };
    });
}

/** A path as the validator prints it: relative to the working folder. */
function display(path: string): string {
  return relative(process.cwd(), path) || path;
}

/** Where the Markdown body starts, after the front matter's closing `---` line (0 without one). */
function bodyStart(text: string): number {
  return /^\uFEFF?---[ \t]*\n(?:[\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(text)?.[0].length ?? 0;
}

/**
 * A content file's text, or a problem: only regular files (no symbolic link, which could
 * publish a file from anywhere on the machine) of at most `MAX_FILE_BYTES`, in UTF-8, are read.
 * Line breaks are read as `\n`, so that a file saved on Windows publishes what its LF copy does.
 * A file that still holds a merge conflict is refused too, with the conflict's lines.
 */
function readContentFile(path: string, file: string, refused: Problem[]): string | undefined {
  const stats = lstatSync(path);
  const problem = (message: string) => void refused.push({ file, line: 1, column: 1, message });
  if (stats.isSymbolicLink()) return problem('lien symbolique refusé\u00a0: remplacez-le par le fichier lui-même');
  if (!stats.isFile()) return problem('ce n’est pas un fichier ordinaire\u00a0: retirez-le du dossier de contenu');
  if (stats.size > MAX_FILE_BYTES) {
    return problem(`le fichier dépasse ${MAX_FILE_BYTES / 1024} Ko (${Math.ceil(stats.size / 1024)} Ko)\u00a0: raccourcissez-le, une fiche tient en quelques Ko`);
  }
  const bytes = readFileSync(path);
  if (isUtf16(bytes)) return problem('le fichier est en UTF-16 («\u00a0Unicode\u00a0» dans le Bloc-notes de Windows)\u00a0: enregistrez-le en UTF-8 dans votre éditeur');
  if (looksBinary(bytes)) return problem(notText(bytes));
  const decoded = decodeUtf8(bytes);
  if ('text' in decoded) {
    const nul = nulCharacter(decoded.text);
    if (nul) {
      refused.push({ file, ...nul, message: 'le fichier contient ici un caractère nul (octet 0x00), invisible et qui n’est pas du texte, souvent venu d’un copier-coller\u00a0: supprimez-le' });
      return undefined;
    }
    const text = withLineFeeds(decoded.text);
    // Left by a merge, the two versions would be read as one: the file is refused until resolved.
    const conflicts = conflictProblems(file, text);
    if (conflicts.length === 0) return text;
    refused.push(...conflicts);
    return undefined;
  }
  const byte = `0x${decoded.byte.toString(16).toUpperCase().padStart(2, '0')}`;
  refused.push({
    file,
    line: decoded.line,
    column: decoded.column,
    message: `le fichier n’est pas en UTF-8 (l’octet ${byte} n’y est pas lisible, souvent un accent écrit en Latin-1 ou Windows-1252)\u00a0: enregistrez le fichier en UTF-8 dans votre éditeur et vérifiez ses accents`,
  });
  return undefined;
}

/**
 * What to do with a content file whose bytes are no text (`looksBinary`): told it is not UTF-8, an
 * editor would look for an accent to fix. An image is named, with where an image goes.
 */
function notText(bytes: Uint8Array): string {
  const remedy = 'remplacez-le par un fichier écrit dans un éditeur de texte et enregistré en UTF-8, ou supprimez-le';
  const format = imageFormat(bytes);
  if (format) return `ce fichier n’est pas un fichier texte mais une image ${format.toUpperCase().replace('JPG', 'JPEG')}\u00a0: une capture d’écran va dans content/${CONTENT_LAYOUT.screenshots}/\u00a0; ici, ${remedy}`;
  return `ce fichier n’est pas un fichier texte (une image, un document de traitement de texte comme .docx ou .odt, ou un fichier abîmé, enregistré sous ce nom\u00a0?)\u00a0: ${remedy}`;
}

/** The format of an image's bytes (`png`, `jpg`…), or undefined for bytes of anything else. */
function imageFormat(bytes: Uint8Array): string | undefined {
  try {
    return imageSize(bytes).type;
  } catch {
    return undefined;
  }
}

function readSources(root: string, refused: Problem[]): ContentSources {
  const categoriesPath = join(root, CONTENT_LAYOUT.categories);
  const tagsPath = join(root, CONTENT_LAYOUT.tags);
  const synonymsPath = join(root, CONTENT_LAYOUT.synonyms);
  // Files anywhere else are reported by `strayFiles`.
  const read = (folder: string, extension: string, unread: string[] = []): SourceText[] => {
    const dir = join(root, folder);
    if (!existsSync(dir)) return [];
    const texts: SourceText[] = [];
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (!isContentPath(`${folder}/${entry}`)) continue;
      const text = readContentFile(path, display(path), refused);
      if (text !== undefined) texts.push({ file: display(path), name: basename(entry, extension), text });
      else unread.push(basename(entry, extension));
    }
    return texts;
  };
  const unreadFiles: string[] = [];
  const optional = (path: string) => {
    if (!existsSync(path) && !isLink(path)) return undefined;
    const text = readContentFile(path, display(path), refused);
    if (text === undefined) unreadFiles.push(display(path));
    return text;
  };
  const categories = optional(categoriesPath);
  const tags = optional(tagsPath);
  const synonyms = optional(synonymsPath);
  const unreadTools: string[] = [];
  return {
    unreadFiles,
    categories: categories === undefined ? undefined : { file: display(categoriesPath), name: 'categories', text: categories },
    categoriesFile: display(categoriesPath),
    tags: tags === undefined ? undefined : { file: display(tagsPath), name: 'tags', text: tags },
    tagsFile: display(tagsPath),
    toolsFolder: display(join(root, CONTENT_LAYOUT.tools)),
    tools: read(CONTENT_LAYOUT.tools, '.md', unreadTools),
    unreadTools,
    collections: read(CONTENT_LAYOUT.collections, '.yaml'),
    synonyms: synonyms === undefined ? undefined : { file: display(synonymsPath), name: 'synonyms', text: synonyms },
    strays: existsSync(root) ? strayFiles(root, display) : [],
  };
}

/**
 * Files the OS or tools leave in any folder, never content: hidden files (`.DS_Store`,
 * `.gitkeep`, editors' swap files) and Windows' `Thumbs.db` and `desktop.ini`.
 */
const NOT_CONTENT = /^(\.|Thumbs\.db$|desktop\.ini$)/i;

const SCREENSHOT = /\.(png|jpe?g|webp|gif)$/;

/**
 * Whether the validator reads a path of the content folder (relative, `/`-separated): the three
 * files at its top, tools, collections and screenshots. A file anywhere else is never published.
 */
export function isContentPath(path: string): boolean {
  if (path.split('/').some((part) => NOT_CONTENT.test(part))) return false;
  const [folder, name, ...deeper] = path.split('/');
  if (name === undefined) return [CONTENT_LAYOUT.categories, CONTENT_LAYOUT.tags, CONTENT_LAYOUT.synonyms].includes(folder as never);
  if (deeper.length > 0) return false;
  if (folder === CONTENT_LAYOUT.tools) return extname(name) === '.md';
  if (folder === CONTENT_LAYOUT.collections) return extname(name) === '.yaml';
  return folder === CONTENT_LAYOUT.screenshots && SCREENSHOT_FILE.test(name);
}

/**
 * Where a file the validator does not read belongs, from its path in the content folder
 * (relative, `/`-separated), to follow « fichier inattendu : ».
 * @example strayAdvice('essai.md') === 'une fiche d’outil va dans tools/ : déplacez ce fichier dans tools/'
 */
export function strayAdvice(path: string, exists: (path: string) => boolean = () => false): string {
  const written = posix.basename(path);
  // Notepad adds .txt to a file saved as « outil.md », and some editors name Markdown .markdown.
  const name = written.replace(/\.(md|markdown|ya?ml)\.txt$/i, '.$1').replace(/\.markdown$/i, '.md');
  const extension = extname(name).toLowerCase();
  const stem = posix.basename(name, extname(name));
  const inFolder = (folder: string) => path === `${folder}/${written}`;
  const move = (what: string, folder: string) => `${what} va dans ${folder}/\u00a0: déplacez ce fichier dans ${folder}/`;
  // A copy saved beside the file it was opened from: renaming it would replace that file, which
  // some systems refuse and which loses one of the two versions without a word.
  const rename = (target: string) =>
    exists(posix.join(posix.dirname(path), target))
      ? `${target} existe aussi\u00a0: gardez sous le nom ${target} la version à publier (recopiez-y vos modifications si besoin), puis supprimez l’autre fichier`
      : `renommez ce fichier en ${target}`;
  const { tools, collections, screenshots } = CONTENT_LAYOUT;
  // A tool's file is named by its slug and a screenshot's in lower case: « Wooclap.MD » becomes
  // wooclap.md, « Mon Outil.PNG » mon-outil.png, names the validator then accepts.
  const named = slugify(stem) || stem;
  if (extension === '.md') return inFolder(tools) ? rename(`${named}.md`) : move('une fiche d’outil', tools);
  if (SCREENSHOT.test(extension)) return inFolder(screenshots) ? rename(`${named}${extension}`) : move('une capture d’écran', screenshots);
  if (extension === '.yaml' || extension === '.yml') {
    const tops = [CONTENT_LAYOUT.categories, CONTENT_LAYOUT.tags, CONTENT_LAYOUT.synonyms];
    const yaml = `${stem}.yaml`;
    if (path === written && tops.includes(yaml as never)) return rename(yaml);
    if (inFolder(collections)) return exists(`${collections}/${yaml}`) ? rename(yaml) : `renommez ce fichier en ${yaml}\u00a0: une sélection se termine par .yaml`;
    if (path === written) return `en haut de content/ ne vont que ${tops.join(', ')}${didYouMean(name, tops)}\u00a0; une sélection va dans ${collections}/\u00a0: déplacez ce fichier dans ${collections}/`;
    return move('une sélection', collections);
  }
  return `ni fiche d’outil (.md dans ${tools}/), ni sélection (.yaml dans ${collections}/), ni capture d’écran (image dans ${screenshots}/), ce fichier ne sera jamais publié\u00a0: déplacez-le ou supprimez-le`;
}

/**
 * Every file of the content folder that nothing reads, with where it belongs: such a file is
 * never published, and an editor who saved a tool in the wrong place must hear about it.
 * Symbolic links are not followed; what the readers refuse themselves is left to them.
 */
function strayFiles(root: string, display: (path: string) => string): ContentSources['strays'] {
  const strays: ContentSources['strays'] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      const inContent = prefix + entry;
      if (NOT_CONTENT.test(entry) || isContentPath(inContent)) continue;
      if (lstatSync(path).isDirectory()) walk(path, `${inContent}/`);
      // Names compared exactly: on a system that ignores case, `Wooclap.MD` would find itself as `Wooclap.md`.
      else strays.push({ file: display(path), expected: strayAdvice(inContent, (other) => readdirSync(join(root, posix.dirname(other))).includes(posix.basename(other))) });
    }
  };
  walk(root, '');
  return strays;
}

/** A symbolic link, even one whose target is missing (`existsSync` follows links). */
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
