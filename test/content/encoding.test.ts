import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeUtf8, isUtf16, looksBinary, nulCharacter, withLineFeeds } from '../../src/content/encoding.ts';
import { FIXTURE_CONTENT } from '../helpers/sites.ts';

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

describe('decodeUtf8', () => {
  it.each([
    ['UTF-8 text', bytes('Crée des quiz'), { text: 'Crée des quiz' }],
    ['a byte order mark, kept', bytes([0xef, 0xbb, 0xbf], '---'), { text: '\uFEFF---' }],
    ['Latin-1 é, at the é', bytes('---\nname: Outil\nshort_description: Cr', [0xe9], 'e des quiz'), { line: 3, column: 22, byte: 0xe9 }],
    ['Windows-1252 ’ after UTF-8 accents', bytes('é', [0x92], 'x'), { line: 1, column: 2, byte: 0x92 }],
    ['a lone continuation byte', bytes('ab', [0x80]), { line: 1, column: 3, byte: 0x80 }],
    ['a character cut short by the end of the file', bytes('fin ', [0xc3]), { line: 1, column: 5, byte: 0xc3 }],
    ['two Latin-1 bytes in a row, at the first', bytes('\n', [0xe0, 0xe9]), { line: 2, column: 1, byte: 0xe0 }],
    ['Latin-1 é after Windows line breaks', bytes('---\r\nname: Cr', [0xe9], 'e'), { line: 2, column: 9, byte: 0xe9 }],
    ['Latin-1 é after old Mac line breaks', bytes('---\rname: Cr', [0xe9], 'e'), { line: 2, column: 9, byte: 0xe9 }],
  ])('%s', (_case, input, expected) => expect(decodeUtf8(input)).toEqual(expected));
});

describe('isUtf16', () => {
  const utf16 = (text: string, encoding: 'utf16le' | 'ucs2') => Uint8Array.from(Buffer.from(text, encoding));
  it.each([
    ['UTF-16 LE with its mark, as Notepad saves "Unicode"', Uint8Array.from([0xff, 0xfe, ...utf16('---\nname: Outil\n', 'utf16le')]), true],
    ['UTF-16 BE with its mark', Uint8Array.from([0xfe, 0xff, ...utf16('---', 'utf16le').map((_, i, all) => all[i ^ 1])]), true],
    ['UTF-16 LE without a mark', utf16('---\nname: Outil\n', 'utf16le'), true],
    ['UTF-8 with accents', bytes('---\nname: Élève\n'), false],
    ['UTF-8 with its byte order mark', bytes([0xef, 0xbb, 0xbf], '---'), false],
    ['Latin-1', bytes('Cr', [0xe9], 'e'), false],
    ['an empty file', bytes(), false],
    // A NUL pasted into a UTF-8 file is told where it is (`nulCharacter`), not as UTF-16.
    ['UTF-8 with one NUL byte', bytes('---\nname: Ou', [0], 'til\n'), false],
    ['UTF-16 LE of accented text without a mark', utf16('name: Élève à l’école\n', 'utf16le'), true],
    // Bytes a disk left unwritten: NULs on both sides, no letter.
    ['a NUL-filled file', new Uint8Array(100), false],
  ])('%s → %s', (_case, input, expected) => expect(isUtf16(input)).toBe(expected));
});

describe('looksBinary', () => {
  const header = '---\nname: Élève Quiz\nshort_description: Crée des quiz.\n---\n';
  /** Bytes spread over every value, as compressed data and pixels are. */
  const spread = Uint8Array.from({ length: 2048 }, (_, index) => (index * 167 + 13) % 256);
  it.each([
    ['a PNG image', Uint8Array.from(readFileSync(join(FIXTURE_CONTENT, 'screenshots/cafe-quiz.png'))), true],
    ['bytes of every value, as compressed data', spread, true],
    ['a NUL-filled file', new Uint8Array(100), true],
    ['UTF-8 text', bytes(header.repeat(20)), false],
    ['Latin-1 text', Uint8Array.from(Buffer.from(header.repeat(20), 'latin1')), false],
    ['text with two NULs pasted in', bytes(header, [0], header, [0], header), false],
    ['text with tabs, form feeds and Windows line breaks', bytes('a:\tb\r\n\f\u000b'.repeat(50)), false],
    ['a short text with one NUL', bytes('a: 1', [0]), false],
    ['an empty file', bytes(), false],
  ])('%s → %s', (_case, input, expected) => expect(looksBinary(input)).toBe(expected));
});

describe('nulCharacter', () => {
  it.each([
    ['name: Outil', undefined],
    ['\u0000name: Outil', { line: 1, column: 1 }],
    ['a: 1\r\nb: \u0000', { line: 2, column: 4 }],
    ['a: é\nbb\u0000', { line: 2, column: 3 }],
  ])('%j → %j', (text, place) => expect(nulCharacter(text)).toEqual(place));
});

describe('withLineFeeds', () => {
  it.each([
    ['a: 1\nb: 2\n', 'a: 1\nb: 2\n'],
    ['a: 1\r\nb: 2\r\n', 'a: 1\nb: 2\n'],
    ['a: 1\rb: 2\r', 'a: 1\nb: 2\n'],
    ['a\r\r\nb', 'a\n\nb'],
  ])('%j → %j', (text, expected) => expect(withLineFeeds(text)).toBe(expected));
});
