/**
 * The query decoder, which never throws, agrees with `decodeURIComponent` on every text made of
 * percent escapes (valid, truncated, overlong, surrogates, byte-order marks), `+` and plain
 * characters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitQuery } from '../../src/router/params.ts';

const reference = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

const piece = fc.oneof(
  fc.constantFrom('%', '+', 'a', 'é', '%C3', '%A9', '%E2', '%82', '%AC', '%F0', '%9F', '%ED', '%A0', '%80', '%C0', '%AE', '%EF', '%BB', '%BF', '%FF', '%2', '%zz', '%41'),
  fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
);

describe('query decoding', () => {
  it('agrees with decodeURIComponent, marking as malformed exactly what it refuses', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')), (text) => {
        const [[, value, wellFormed]] = splitQuery(`q=${text.replace(/&/g, '')}`);
        const expected = reference(text);
        expect(wellFormed ? value : undefined).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with decodeURIComponent on every first two bytes of a sequence, whatever its tail', () => {
    const hex = (byte: number) => `%${byte.toString(16).padStart(2, '0')}`;
    const disagreements: string[] = [];
    for (let first = 0; first < 256; first++) {
      for (let second = 0; second < 256; second++) {
        for (const tail of ['', '%80', '%BF%bf', '%80%80%80']) {
          const text = `${hex(first)}${hex(second).toUpperCase()}${tail}`;
          const [[, value, wellFormed]] = splitQuery(`q=${text}`);
          if ((wellFormed ? value : undefined) !== reference(text)) disagreements.push(text);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
