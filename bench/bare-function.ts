/**
 * The floor under a first request (`bench/edge-cpu.ts`, `bench/edge-isolate.ts`): a function with
 * no router that reads the same files as a request of the edge function, one after another
 * (`files`, their URLs), and answers a small JSON body with the router's own ETag (`etagOf`):
 * what the runtime costs a fresh isolate for that request before the router's work.
 */
import { etagOf } from '../src/router/http.ts';

export function bareFunction(files: readonly string[]): (request: Request) => Promise<Response> {
  return async (request) => {
    let characters = 0;
    // Decoded as the edge function decodes its files (`readDeployFile`): `Response.text()` costs more.
    for (const file of files) characters += UTF8.decode(await (await fetch(file)).arrayBuffer()).length;
    const body = JSON.stringify({ url: request.url, files: files.length, characters });
    return new Response(body, { headers: { 'Content-Type': 'application/json', ETag: await etagOf(body) } });
  };
}

const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
