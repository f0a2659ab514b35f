/**
 * The edge function under real Deno: type-checked by Deno, then served over the built site and
 * compared with the local Node server, request by request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../helpers/sites.ts';
import { sender, startServer, type Running } from '../helpers/servers.ts';

const DENO = join(ROOT, 'node_modules/.bin/deno');
const API = '/api/v1/directory';

it('type-checks under Deno', () => {
  const result = spawnSync(DENO, ['check', 'src/hosts/netlify/edge-functions/api.ts', 'test/edge/netlify-cdn.ts'], { cwd: ROOT, encoding: 'utf8' });
  expect(result.stderr).not.toMatch(/error/i);
  expect(result.status).toBe(0);
});

/**
 * Deno reads the project's package.json and resolves the npm packages the router imports (the
 * stemmer) from node_modules, as Netlify's edge bundler does when it bundles the function.
 */
async function startDeno(dist: string, port: number): Promise<ChildProcess> {
  const child = spawn(DENO, ['run', '--allow-net=127.0.0.1', `--allow-read=${dist}`, 'test/edge/netlify-cdn.ts', dist, String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`deno exited with ${code}: ${errors}`)));
  });
  return child;
}

const requests: [method: string, path: string, headers?: Record<string, string>][] = [
  ['GET', API],
  ['GET', `${API}/tools`],
  ['GET', `${API}/tools/`],
  ['GET', `${API}/tools?page=2`],
  ['GET', `${API}/tools?page=40`],
  ['GET', `${API}/tools?per_page=7&page=3`],
  ['GET', `${API}/tools?per_page=1000`],
  ['GET', `${API}/tools?category=QUIZ&pricing=free&has_education_pricing=false`],
  ['GET', `${API}/tools?has_education_pricing=1`],
  ['GET', `${API}/tools/chatgpt`],
  ['GET', `${API}/collections`],
  ['GET', `${API}/categories`],
  ['GET', '/api/v1/openapi.json'],
  ['GET', `${API}/tools?page=0&per_page=x&category=nope&pricing=a&q=${'z'.repeat(101)}`],
  ['GET', `${API}/tools?pricing=free&pricing=paid`],
  ['GET', `${API}/tools?language=EN`],
  ['GET', `${API}/tools?language=en&q=quiz&per_page=5&page=2`],
  ['GET', `${API}/tools?language=x1`],
  ['GET', `${API}/tools?q=%E0%A4%A`],
  ['GET', `${API}/tools/inconnu`],
  ['GET', `${API}/tools/..%2f..%2fpackage.json`],
  ['GET', '/api/nothing-here'],
  ['HEAD', `${API}/tools`],
  ['OPTIONS', `${API}/tools`],
  ['DELETE', `${API}/tools/chatgpt`],
  ['GET', `${API}/tools/chatgpt`, { 'If-None-Match': '*' }],
];
const searches = ['quiz', 'coeur', 'ELEVE', "l'élève", 'e-learning', 'elearning', '3d', 'chatgtp', 'carte mentale', 'assistant', 'outil 1', 'de la', 'zzzz', 'faire un quiz', 'élève dyslexique', 'traduire un document', 'flashcards', 'cartes mémoire', 'quiz dictionnaire', 'lexique', 'présentations'];

describe.each(['fixtureDist', 'realDist'] as const)('the edge function under Deno, on %s', (site) => {
  let deno: ChildProcess;
  let node: Running;
  let denoOrigin: string;
  beforeAll(async () => {
    node = await startServer({ root: inject(site), rateLimit: 0 });
    const port = node.port + 1000;
    deno = await startDeno(inject(site), port);
    denoOrigin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    deno?.kill();
    await node?.close();
  });

  it('answers every request with the status, headers and body of the Node server', async () => {
    for (const [method, path, headers = {}] of [...requests, ...searches.map((q) => ['GET', `${API}/tools?q=${encodeURIComponent(q)}&per_page=100`] as [string, string])]) {
      const request = () => new Request(`http://localhost${path}`, { method, headers });
      const [fromNode, fromDeno] = await Promise.all([sender(node.origin)(request()), sender(denoOrigin)(request())]);
      expect(fromDeno.status, `${method} ${path}`).toBe(fromNode.status);
      expect(await fromDeno.text(), `${method} ${path}`).toBe(await fromNode.text());
      for (const header of ['content-type', 'etag', 'link', 'cache-control', 'access-control-allow-origin', 'allow', 'x-content-type-options']) {
        expect(fromDeno.headers.get(header), `${header} of ${method} ${path}`).toBe(fromNode.headers.get(header));
      }
    }
  });
});
