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
 * order mark, or holds a NUL byte, which no text file has but UTF-16 writes beside every ASCII
 * letter. Read as UTF-8 it would be called Latin-1 for its mark, or read with NULs between the
 * letters.
 * @example isUtf16(Uint8Array.of(0xff, 0xfe, 0x6e, 0x00)) === true; isUtf16(Uint8Array.of(0x6e)) === false
 */
export function isUtf16(bytes: Uint8Array): boolean {
  const mark = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  return mark || bytes.includes(0);
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
    const lineStart = before.lastIndexOf('\n') + 1;
    return { line: before.split('\n').length, column: before.length - lineStart + 1, byte: bytes[bad] };
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
