/**
 * Words for schema problems: each message names the field and says what to write instead.
 */
import type { z } from 'zod';
import type { DataPath } from './source.ts';

/** `tools[2].tool`, `education_pricing.url`. */
export function fieldLabel(path: DataPath): string {
  return path.reduce<string>(
    (label, part) => (typeof part === 'number' ? `${label}[${part}]` : label ? `${label}.${String(part)}` : String(part)),
    '',
  );
}

/**
 * The closest candidate within two edits, for "did you mean" hints.
 * @example closest('freemuim', ['free', 'freemium']) === 'freemium'
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

const hint = (suggestion: string | undefined) => (suggestion ? ` (did you mean "${suggestion}"?)` : '');

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/**
 * One zod issue in words. `allowedKeys` lists the fields of the object the issue is in, for
 * unknown-field hints.
 */
export function issueMessage(issue: z.core.$ZodIssue, allowedKeys: readonly string[]): string {
  const field = fieldLabel(issue.path);
  const subject = field ? `${field}: ` : '';
  // Messages written in the schema already say what to fix; zod's defaults do not.
  if (issue.code !== 'unrecognized_keys' && !/^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message)) {
    return `${subject}${issue.message}`;
  }
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys
        .map((key) => `unknown field "${key}": remove it or correct its name${hint(closest(key, allowedKeys))}`)
        .join('; ');
    case 'invalid_value': {
      const values = issue.values.map(String);
      const got = issue.input;
      return `${subject}${show(got)} is not allowed; write one of ${values.join(', ')}${hint(typeof got === 'string' ? closest(got, values) : undefined)}`;
    }
    case 'invalid_type':
      if (issue.input === undefined) return `missing required field "${field}"`;
      return `${subject}must be ${article(issue.expected)}, not ${describe(issue.input)}`;
    case 'invalid_union':
      return `${subject}does not match any allowed form`;
    case 'too_small':
      return `${subject}${bound('at least', issue.origin, issue.minimum)}`;
    case 'too_big':
      return `${subject}${bound('at most', issue.origin, issue.maximum)}`;
    default:
      return `${subject}${issue.message}`;
  }
}

function bound(word: string, origin: string, limit: number | bigint): string {
  switch (origin) {
    case 'string':
      return `must be ${word} ${limit} characters long`;
    case 'array':
      return `must list ${word} ${limit} item${limit === 1 ? '' : 's'}`;
    default:
      return `must be ${word} ${limit}`;
  }
}

function article(expected: string): string {
  const names: Record<string, string> = { array: 'a list', object: 'a group of fields', string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false' };
  return names[expected] ?? expected;
}

function describe(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return show(value);
}
