import {  } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { RateLimiter } from '../../src/hosts/node/rate-limit.ts';
import { RATE_WINDOW_SECONDS } from '../../src/api/policy.ts';
import { createRouter } from '../../src/router/router.ts';
import { behaviourSuite } from './behaviour.case.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

behaviourSuite('router called directly', () => {
  const readFile = fileReader(fixtureDist);
  return {
    send: createRouter({ readFile }),
    // Without a limit of its own, the router states the production one, which the CDN enforces at the edge.
    policy: '"ip";q=60;w=60',
    limited: async (limit) => {
      const limiter = new RateLimiter(limit, RATE_WINDOW_SECONDS * 1000);
      const router = createRouter({ readFile, rateLimit: { limit, windowSeconds: RATE_WINDOW_SECONDS } });
      // What a host does: preflights are not counted, every other request is, before routing.
      return (request) => {
        if (request.method === 'OPTIONS') return router(request);
        const decision = limiter.take('client');
        return router(request, {
          admission: { allowed: decision.allowed, retryAfter: decision.resetSeconds, detail: 'Trop de requêtes.', headers: { RateLimit: `"ip";r=${decision.remaining};t=${decision.resetSeconds}` } },
        });
      };
    },
    broken: async () => {
      const logged: string[] = [];
      const send = createRouter({
        readFile: (path) => (path.startsWith('list-items/') ? Promise.resolve(null) : readFile(path)),
        onError: (error, request) => logged.push(`${request.method} ${new URL(request.url).pathname}: ${String(error)}`),
      });
      return { send, logged: () => logged };
    },
  };
});
