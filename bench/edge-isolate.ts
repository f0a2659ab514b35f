/**
 * Runs in a Deno Worker, a fresh isolate of a process that has already served (`bench/edge-cpu.ts`,
 * `isolates`): as Netlify starts an isolate for a deploy's function inside a running edge runtime,
 * where the process's own first-use costs (its HTTP client, the runtime's first Response) are
 * already paid. The isolate loads the edge function's module (or the bare function's: the floor)
 * and answers one request; CPU of this isolate's thread, the module's evaluation and the request
 * apart, posted back as `{ module, request }` milliseconds.
 */
import { threadCpu } from './cpu-clock.ts';

interface Job {
  url: string;
  /** The files the bare function reads; absent for the edge function. */
  files?: string[];
}

declare const self: { onmessage: (event: MessageEvent<Job>) => void; postMessage: (message: unknown) => void };

self.onmessage = async ({ data: { url, files } }) => {
  const start = threadCpu();
  const handler: (request: Request) => Promise<Response> = files
    ? (await import('./bare-function.ts')).bareFunction(files)
    : (await import('../src/hosts/netlify/edge-functions/api.ts')).default;
  const loaded = threadCpu();
  const response = await handler(new Request(url));
  await response.arrayBuffer();
  const done = threadCpu();
  self.postMessage({ status: response.status, module: loaded - start, request: done - loaded });
};
