import { inject } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { RateLimiter } from '../../src/hosts/node/rate-limit.ts';
import { createRouter } from '../../src/router/router.ts';
import { behaviourSuite } from './behaviour.case.ts';

behaviourSuite('router called directly', () => {
  const readFile = fileReader(inject('fixtureDist'));
  return {
    send: createRouter({ readFile }),
    limited: async (limit) => {
      const limiter = new RateLimiter(limit, 60_000);
      return createRouter({
        readFile,
        admit: () => {
          const decision = limiter.take('client');
          return { allowed: decision.allowed, retryAfter: decision.resetSeconds, detail: 'Trop de requêtes.', headers: { RateLimit: `"ip";r=${decision.remaining};t=${decision.resetSeconds}` } };
        },
      });
    },
  };
});
