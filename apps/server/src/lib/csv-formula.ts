/**
 * A spreadsheet reads a cell that begins with = + - @ as a formula: a customer could type `=HYPERLINK(...)` as their
 * address. A spreadsheet set to another separator (`;` or tab, usual where the decimal mark is a comma) splits the
 * line there, quotes or not, and a line break inside quotes ends its row: then `Road 5;=1+1` starts a cell with = too.
 * So a formula character gets an apostrophe, which spreadsheets show as text (OWASP's advice on CSV injection), at
 * the start of the text and after any separator, with any blanks between (some trim them); a tab or CR that leads the
 * text, which some skip, gets one too.
 *
 * Apostrophes already standing there get one more, so that `unguardFormula` can tell the guard's apostrophe from the
 * text's own: a file exported and imported again gives back the text exactly.
 */
const FORMULA_START = /(^|[,;\t\r\n])([ \t\r\n]*)(?='*[=+\-@])/g;
const BLANK_START = /^(?='*[\t\r])/;
const GUARDED_FORMULA_START = /(^|[,;\t\r\n])([ \t\r\n]*)'(?='*[=+\-@])/g;
const GUARDED_BLANK_START = /^'(?='*[\t\r])/;

/** The text with an apostrophe wherever a spreadsheet could start a formula. */
export const guardFormula = (text: string): string => text.replace(FORMULA_START, "$1$2'").replace(BLANK_START, "'");

/** The text `guardFormula` was given, from what it answered: the apostrophes it added are taken away, no others. */
export const unguardFormula = (text: string): string => text.replace(GUARDED_BLANK_START, '').replace(GUARDED_FORMULA_START, '$1$2');
