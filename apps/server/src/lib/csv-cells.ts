import { guardFormula } from './csv-formula';

/** Text, always quoted (RFC 4180), so that no separator or line break inside it splits it in a comma-separated reading; a spreadsheet reads no formula in it. */
export function csvText(value: string | null): string {
  if (value === null) return '';
  return `"${guardFormula(value).replaceAll('"', '""')}"`;
}

/** A number, unquoted, so that spreadsheets read it as a number. */
export const csvNumber = (value: number, fractionDigits = 0) => value.toFixed(fractionDigits);

/** RFC 4180: comma-separated, CRLF line ends. */
export const csvLine = (cells: string[]) => `${cells.join(',')}\r\n`;

/** A file's first line, after a byte-order mark so that spreadsheets read the file as UTF-8. */
export const csvHeader = (headings: string[]) => `\uFEFF${csvLine(headings.map(csvText))}`;
