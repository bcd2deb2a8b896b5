/**
 * Edits of a quick add's text by line number (the preview's `row`, from 1), so that a fix chosen in the preview is
 * what the text says and the next check sees it.
 */
function editLines(text: string, edit: (lines: string[]) => string[]): string {
  return edit(text.split('\n')).join('\n');
}

/** Writes `replacement` for the first `written` of the line (a part number), or for the last (a quantity, after it). */
export function replaceInRow(text: string, row: number, written: string, replacement: string, which: 'first' | 'last'): string {
  return editLines(text, (lines) =>
    lines.map((line, index) => {
      const at = which === 'first' ? line.indexOf(written) : line.lastIndexOf(written);
      return index === row - 1 && written !== '' && at >= 0 ? `${line.slice(0, at)}${replacement}${line.slice(at + written.length)}` : line;
    }),
  );
}

/** The text without these lines. */
export function withoutRows(text: string, rows: ReadonlySet<number>): string {
  return editLines(text, (lines) => lines.filter((_, index) => !rows.has(index + 1)));
}
