/**
 * What the router costs per request as the directory grows, measured in this process on a built
 * site, without HTTP: the cold start (reading and parsing `list-index.txt`, which the edge
 * function does once per isolate within Netlify's 50 ms CPU budget) and warm requests.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { files, FILES_DIR } from '../src/api/paths.ts';
import { fileReader } from '../src/hosts/node/server.ts';
import { createRouter } from '../src/router/router.ts';
import { median } from './measure.ts';

export interface RouterCost {
  list_index_bytes: number;
  /** First request of a fresh router (a computed page): index read and parsed, then rendered. */
  cold_ms: number;
  /** Warm medians, milliseconds, by case. */
  warm_ms: Record<string, number>;
  errors: string[];
}

const BASE = 'http://127.0.0.1';
const CASES: Record<string, string> = {
  list: '/api/v1/directory/tools',
  detail: '/api/v1/directory/tools/chatgpt',
  computed: '/api/v1/directory/tools?per_page=7&page=3',
  search: '/api/v1/directory/tools?q=quiz',
  'search-typo': '/api/v1/directory/tools?q=chatgtp',
};

export async function routerCost(dist: string, detailSlug: string): Promise<RouterCost> {
  const errors: string[] = [];
  const ask = async (router: ReturnType<typeof createRouter>, path: string): Promise<number> => {
    const started = performance.now();
    try {
      const response = await router(new Request(`${BASE}${path}`));
      await response.arrayBuffer();
      if (response.status !== 200) errors.push(`${path} answered ${response.status}`);
    } catch (error) {
      errors.push(`${path} threw: ${(error as Error).message}`);
    }
    return performance.now() - started;
  };
  const cold: number[] = [];
  for (let run = 0; run < 3; run++) cold.push(await ask(createRouter({ readFile: fileReader(dist) }), CASES.computed));
  const router = createRouter({ readFile: fileReader(dist) });
  await ask(router, CASES.computed);
  const warm: Record<string, number> = {};
  for (const [name, path] of Object.entries(CASES)) {
    const target = name === 'detail' ? path.replace('chatgpt', detailSlug) : path;
    const times: number[] = [];
    const until = performance.now() + 2000;
    while (times.length < 5 || (times.length < 50 && performance.now() < until)) times.push(await ask(router, target));
    warm[name] = median(times);
  }
  return { list_index_bytes: statSync(join(dist, FILES_DIR, files.listIndex)).size, cold_ms: median(cold), warm_ms: warm, errors: [...new Set(errors)] };
}
