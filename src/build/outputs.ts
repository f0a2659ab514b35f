/**
 * What the build writes into `dist/`: the router's files under `_api/`, the screenshots, and
 * the JSON Schemas of the content files under `schemas/`.
 * Any content problem stops the build with every problem listed, so no half-valid site ships.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { license, screenshotPath } from '../api/documents.ts';
import { renderLlmsTxt, type OpenApiLike } from '../api/llms.ts';
import { files, FILES_DIR } from '../api/paths.ts';
import { formatProblem } from '../content/directory.ts';
import { contentJsonSchemas } from '../content/json-schemas.ts';
import { contentDir, loadDirectory } from '../content/load.ts';
import { baseUrl } from './base-url.ts';
import { noindexSetting } from './noindex.ts';
import { apiFiles } from './files.ts';
import { toJson } from '../api/list.ts';

export class ContentError extends Error {
  constructor(problems: string[]) {
    // Editors read this in the deploy log: French, like the validator.
    super(`Le contenu a ${problems.length} problème${problems.length > 1 ? 's' : ''} ; la construction s’arrête :\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

/**
 * Netlify's `_headers` file of a deploy preview or branch deploy: every file of the deploy stays
 * out of search engines. Headers in netlify.toml cannot depend on the deploy context, and the
 * API's own responses carry the same header from the router.
 */
export const PREVIEW_HEADERS = '/*\n  X-Robots-Tag: noindex\n';

export async function buildOutputs(env: Record<string, string | undefined> = process.env): Promise<Map<string, string | Uint8Array>> {
  const { directory, problems, screenshotsDir } = loadDirectory(contentDir(env));
  if (problems.length > 0) throw new ContentError(problems.map(formatProblem));
  const outputs = new Map<string, string | Uint8Array>();
  const noindex = noindexSetting(env.API_NOINDEX);
  for (const [path, body] of await apiFiles(directory, baseUrl(env), noindex)) outputs.set(`${FILES_DIR}/${path}`, body);
  if (noindex) outputs.set('_headers', PREVIEW_HEADERS);
  const openapi = JSON.parse(outputs.get(`${FILES_DIR}/${files.openapi}`) as string) as OpenApiLike;
  outputs.set('llms.txt', renderLlmsTxt(openapi, baseUrl(env), license(baseUrl(env))));
  for (const [name, schema] of Object.entries(contentJsonSchemas(directory.tags))) outputs.set(`schemas/${name}`, toJson(schema));
  for (const tool of [...directory.tools, ...directory.discontinued]) {
    if (tool.screenshot) outputs.set(screenshotPath(tool.screenshot.file), readFileSync(join(screenshotsDir, tool.screenshot.file)));
  }
  return outputs;
}
