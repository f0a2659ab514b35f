/**
 * Text of content files, strictly UTF-8: a file saved in another encoding (Latin-1,
 * Windows-1252) would otherwise be read with replacement characters and published garbled.
 * Line breaks are read as `\n` whatever the editor wrote.
 */
import type { Position } from './source.ts';

/**
 * A text with every line break written `\n`: Windows editors end lines with `\r\n`, old Mac ones
 * with `\r`, and a `\r` left in would end up in values and published text. Lines and columns stay
 * those the editor sees, since a line break takes no column.
 * @example withLineFeeds('a: 1\r\nb: 2\rc: 3') === 'a: 1\nb: 2\nc: 3'
 */
export function withLineFeeds(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Whether a file is UTF-16, as Windows' Notepad saves "Unicode": it starts with a UTF-16 byte
 * order mark, or half its two-byte units or more have a NUL byte on the same side, as UTF-16
 * writes beside every Latin letter, and fewer on the other, where the letters are. Read as UTF-8
 * it would be called Latin-1 for its mark, or read with NULs between the letters. A stray NUL in
 * a UTF-8 file is not UTF-16 (`nulCharacter`), nor a file of NULs (`looksBinary`).
 * @example isUtf16(Uint8Array.of(0xff, 0xfe, 0x6e, 0x00)) === true; isUtf16(Uint8Array.of(0x6e)) === false
 */
export function isUtf16(bytes: Uint8Array): boolean {
  const mark = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (mark) return true;
  const zeros = [0, 0];
  for (let index = 0; index < bytes.length; index++) if (bytes[index] === 0) zeros[index % 2]++;
  const units = Math.floor(bytes.length / 2);
  return units > 0 && Math.max(...zeros) * 2 >= units && Math.min(...zeros) * 2 < units;
}

/** How much of a file tells whether it is text: its first KiB, a content file's header. */
const SAMPLE_BYTES = 1024;

/** Control characters that text files hold: tab, line feed, vertical tab, form feed, carriage return. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d]);

/**
 * Whether a file's bytes are those of an image, an archive (a .docx is one) or another binary
 * file, not text in any encoding: more than one byte in 32 of its first KiB, and two at least, is
 * a control character that no text holds (NUL and the others below space but `TEXT_CONTROLS`).
 * Text in Latin-1 has none, text with a NUL pasted in has one or two; compressed data or pixels
 * have one byte in ten. UTF-16, whose NULs fill half the bytes, is told apart first (`isUtf16`).
 * @example looksBinary(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d)) === true
 */
export function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  let controls = 0;
  for (const byte of sample) if (byte < 0x20 && !TEXT_CONTROLS.has(byte)) controls++;
  return controls >= 2 && controls * 32 > sample.length;
}

/**
 * The place of the first NUL character of a text, which no text file holds (a byte of a binary
 * file, or a control character pasted in), or undefined.
 * @example nulCharacter('a: 1\nb: \u0000') // { line: 2, column: 4 }
 */
export function nulCharacter(text: string): Position | undefined {
  const index = text.indexOf('\0');
  return index < 0 ? undefined : positionAfter(withLineFeeds(text.slice(0, index)));
}

/**
 * The place of the character that follows a text of `\n` line breaks: where an editor finds it.
 * @example positionAfter('a: 1\nb: ') // { line: 2, column: 4 }
 */
export function positionAfter(before: string): Position {
  return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
}

/**
 * The text of a file's bytes, or the place of the first byte that is not UTF-8, with that byte.
 * A byte order mark is kept, as `readFileSync(path, 'utf8')` keeps it.
 * @example decodeUtf8(Uint8Array.of(0x43, 0x72, 0xe9, 0x65)) // { line: 1, column: 3, byte: 0xe9 }
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | (Position & { byte: number }) {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const bad = firstInvalidByte(bytes);
    const before = withLineFeeds(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, bad)));
    return { ...positionAfter(before), byte: bytes[bad] };
  }
}

/**
 * Index of the byte where invalid UTF-8 starts: for a character cut short (Latin-1 `é` is the
 * single byte 0xE9, which UTF-8 reads as the start of a three-byte character), its first byte,
 * not the byte after it where the decoder notices.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let pending: number | undefined;
  for (let index = 0; index < bytes.length; index++) {
    try {
      const decoded = decoder.decode(bytes.subarray(index, index + 1), { stream: true });
      pending = decoded === '' ? (pending ?? index) : undefined;
    } catch {
      return pending ?? index;
    }
  }
  // Only the end is missing: the last character is cut short.
  return pending ?? bytes.length;
}
