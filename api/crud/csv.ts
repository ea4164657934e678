/**
 * CSV text, both ways (RFC 4180), on csv-parse and csv-stringify: cells quoted when they hold a quote, a separator
 * or a line break, quotes doubled, lines ended by CRLF. What is ours is the spreadsheet safety below and the
 * messages. The export writes a batch of rows at a time (`csvLines`), the import parses whole files (they are
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
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

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

/**
 * Text that needs no guard, told by two cheap tests (most cells of an export: words, numbers, ids, dates): it starts
 * with none of a formula's starts, a space or a quote, and holds no separator a formula could follow.
 */
const PLAIN_START = /^[^\s"'=+\-@]/;
const ANY_SEPARATOR = /[,;\t]/;

/** A cell's text with the formula guard applied (a leading `'` when needed), not yet quoted. */
function guarded(text: string): string {
  if (text === '' || (PLAIN_START.test(text) && !ANY_SEPARATOR.test(text))) return text;
  return needsGuard(text) ? `'${text}` : text;
}

/**
 * csv-stringify quotes cells holding the delimiter, a quote or the record delimiter; `;`, tab and lone line
 * breaks are quoted too (other separators a spreadsheet may split on, see above).
 */
const STRINGIFY_OPTIONS = { record_delimiter: '\r\n', quoted_match: /[;\t\r\n]/, eof: true } as const;

/** One cell as CSV: guarded against formulas, quoted when needed. */
export function csvCell(text: string): string {
  return csvLine([text]).slice(0, -2);
}

/** One CSV line, CRLF-terminated. */
export function csvLine(cells: string[]): string {
  return csvLines([cells]);
}

/** Many CSV lines at once (an export batch), each CRLF-terminated: one csv-stringify call for the lot. */
export function csvLines(rows: string[][]): string {
  return rows.length ? stringify(rows.map((cells) => cells.map(guarded)), STRINGIFY_OPTIONS) : '';
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

/** A file that is not CSV (an unterminated quote, a NUL character), with the line (and column) to look at. */
export class CsvSyntaxError extends Error {
  constructor(message: string, readonly line: number, readonly column?: string) {
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

/** Line breaks inside a cell (CRLF, LF or CR each count once). */
const lineBreaks = (text: string) => (text.includes('\n') || text.includes('\r') ? text.match(/\r\n|\r|\n/g)!.length : 0);

/**
 * Parses a whole CSV file with csv-parse: a header line, then rows. A byte-order mark is dropped; CRLF, LF and CR
 * all end lines; blank lines are skipped; header cells are trimmed. A quote inside an unquoted cell is kept as text
 * (lenient, as spreadsheets are); an unterminated quoted cell is a CsvSyntaxError naming the line it starts on.
 */
export function parseCsv(input: string, options: { maxRows?: number } = {}): ParsedCsv {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRow[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: true,
      on_record: (record: string[], context: { lines: number }) => {
        // csv-parse counts lines up to the record's end; its first line is that less the breaks inside cells.
        const line = context.lines - record.reduce((n, cell) => n + lineBreaks(cell), 0);
        lastLine = context.lines;
        records.push({ line, cells: record });
        // The header is the first record; every later one is a data row.
        if (options.maxRows !== undefined && records.length - 1 > options.maxRows) throw new CsvTooManyRows(options.maxRows);
        return null;
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED') {
      // The open quote is in the record after the last complete one.
      throw new CsvSyntaxError(`a quoted cell that starts on line ${lastLine + 1} is never closed`, lastLine + 1);
    }
    throw error;
  }
  refuseNul(records);
  const [head, ...rows] = records;
  return { header: (head?.cells ?? []).map((h) => h.trim()), rows, delimiter };
}

/** PostgreSQL cannot store a NUL in text: name the line and the cell, as a spreadsheet user can find it. */
function refuseNul(records: CsvRow[]): void {
  for (const record of records) {
    let line = record.line;
    for (const [i, cell] of record.cells.entries()) {
      const at = cell.indexOf('\u0000');
      if (at >= 0) {
        line += lineBreaks(cell.slice(0, at));
        const column = record === records[0] ? String(i + 1) : (records[0].cells[i]?.trim() || String(i + 1));
        throw new CsvSyntaxError(`the cell on line ${line} in column ${column} holds a NUL character (\\u0000)`, line, column);
      }
      line += lineBreaks(cell);
    }
  }
}
