import type { AddressInfo } from 'node:net';
import { createApiServer, type ServerOptions } from '../../src/hosts/node/server.ts';

export interface Running {
  origin: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts the local server on a free loopback port. */
export async function startServer(options: ServerOptions): Promise<Running> {
  const server = createApiServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Sends a plain `Request` to a running server over real HTTP, keeping its path and query as written. */
export function sender(origin: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    return fetch(`${origin}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);
  };
}
