/**
 * CSV text, both ways (RFC 4180): cells quoted when they hold a quote, the delimiter or a line break, quotes
 * doubled, lines ended by CRLF. Pure; the export streams lines from here, the import parses whole files (they are
 * capped at a few MB, see import.ts).
 *
 * Formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, tab or CR as a formula, so
 * such text is written with a leading `'` (OWASP's advice). Plain numbers (`-12.50`) are left alone: they cannot
 * be formulas and must stay numbers.
 *
 * The file may be opened with another separator than ours: Excel splits on the system's list separator (`;` in
 * much of Europe), LibreOffice's import dialog offers `,`, `;`, tab, space and others at once, and both honour
 * `"` as the text delimiter whatever the separator. So a cell holding `,`, `;` or tab is always quoted (it stays
 * one cell), and a cell where text after such a separator would start a formula (`1;=cmd`), or after leading
 * spaces (LibreOffice's "Trim spaces" option), is guarded with `'` as well, in case a reader splits it anyway.
 *
 * The guard is reversible: a stored value that itself starts with `'` is guarded too (`'abc` → `''abc`), so every
 * exported cell starting with `'` carries exactly one added `'`, and `unguard` (the import) removes exactly that.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** What spreadsheets split cells on besides `,` (the list separator of many locales, and tab). */
const SEPARATORS = /[,;\t]/;

/** Whether this text, as a cell of its own, would run as a formula (after leading spaces or quotes too). */
function runs(fragment: string): boolean {
  const trimmed = fragment.replace(/^[\s"]+/, '');
  return (FORMULA_START.test(fragment) || FORMULA_START.test(trimmed)) && !PLAIN_NUMBER.test(fragment.trim());
}

/** Whether csvCell prefixes `text` with `'`: a formula start anywhere a spreadsheet may start a cell, or a stored `'`. */
function needsGuard(text: string): boolean {
  return text.startsWith("'") || runs(text) || text.split(SEPARATORS).slice(1).some(runs);
}

/** One cell as CSV: guarded against formulas, quoted when needed. */
export function csvCell(text: string): string {
  const guarded = needsGuard(text) ? `'${text}` : text;
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Undoes csvCell's guard (`'=SUM(A1)` → `=SUM(A1)`, `''abc` → `'abc`): the `'` is removed exactly when csvCell
 * would have added it to the rest, so `unguard(csvCell(t))` is `t` for every text. Other text is returned as is.
 */
export function unguard(cell: string): string {
  return cell.startsWith("'") && needsGuard(cell.slice(1)) ? cell.slice(1) : cell;
}

export interface CsvRow {
  /** Line of the file where the row starts (the header is line 1), for messages a user can find. */
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  header: string[];
  rows: CsvRow[];
  delimiter: string;
}

/** A file that is not CSV (an unterminated quote), with the line to look at. */
export class CsvSyntaxError extends Error {
  constructor(message: string, readonly line: number) {
    super(message);
  }
}

/** More data rows than allowed; thrown as soon as the limit is passed, before the rest is parsed. */
export class CsvTooManyRows extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} rows`);
  }
}

/**
 * The delimiter of a file: `,`, or `;` / tab when the header line has more of those (spreadsheets in many
 * European locales write `;`). Counted outside quotes.
 */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char]++;
  }
  const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return count > 0 ? best : ',';
}

/**
 * Parses a whole CSV file: a header line, then rows. A byte-order mark is dropped; CRLF, LF and CR all end lines;
 * blank lines are skipped; header cells are trimmed. A quote inside an unquoted cell is kept as text (lenient, as
 * spreadsheets are); an unterminated quoted cell is a CsvSyntaxError.
 */
export function parseCsv(input: string, options: { maxRows?: number } = {}): ParsedCsv {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let cellStart = true;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellStart = true;
  };
  const endRecord = () => {
    endCell();
    if (!(cells.length === 1 && cells[0] === '')) {
      records.push({ line: recordLine, cells });
      // The header is the first record; every later one is a data row.
      if (options.maxRows !== undefined && records.length - 1 > options.maxRows) throw new CsvTooManyRows(options.maxRows);
    }
    cells = [];
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cellStart) {
      quoted = true;
      quoteLine = line;
      cellStart = false;
    } else if (char === delimiter) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
      cellStart = false;
    }
  }
  if (quoted) throw new CsvSyntaxError(`a quoted cell that starts on line ${quoteLine} is never closed`, quoteLine);
  if (cell !== '' || cells.length) endRecord();

  const [head, ...rows] = records;
  return { header: (head?.cells ?? []).map((h) => h.trim()), rows, delimiter };
}
