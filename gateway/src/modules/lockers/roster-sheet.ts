/**
 * Roster spreadsheets, step 1 (PRODUCT.md L2): a roster file's bytes to a grid of cells. The
 * format is told by the content (an XLSX is a zip: `PK\x03\x04`; anything else must be text),
 * never by the name alone: CSV through `csv-parse` (comma, semicolon or tab; BOMs honoured, UTF-8
 * else Windows-1252), XLSX through `read-excel-file` (first sheet) after `fflate` unpacked it
 * within a budget (a zip bomb is refused) and its cells counted (a sheet padded with cells is
 * refused before it is parsed). Reading costs CPU: the gateway runs `readRosterSheet` in its
 * worker pool (plugins/cpu-pool.ts), never on the event loop. Every refusal is a `BadUserInputError` with field
 * `file` and a short message of our own. Step 2 is `roster-file.ts`.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { unzipSync, zipSync, type Unzipped } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { BadUserInputError } from '../../lib/errors.js';
import { MAX_ROSTER_FILE_BYTES } from '@tas/rules';

/** Largest roster file, bytes before base64 (schema/lockers.graphql `RosterFileInput`). */
export { MAX_ROSTER_FILE_BYTES };
/** Most data rows of a roster file: what one locker item holds (`MAX_SIZE_LINES`). */
export const MAX_ROSTER_ROWS = 500;
/**
 * Most bytes the XML parts of an XLSX may unpack to (4 MiB; a 500-row roster of 50 columns
 * unpacks to about 2 MiB): a 512 KiB zip could otherwise inflate to gigabytes (a zip bomb).
 * Checked on the sizes the zip declares, and the unpacking itself never writes past them.
 */
export const MAX_XLSX_UNPACKED_BYTES = 4 * 1024 * 1024;
/**
 * Most cells (`<c>` elements, empty ones included) in the XML of an XLSX: 500 data rows
 * of 50 columns, and a few title rows. Counted on the XML before the sheet is parsed.
 */
export const MAX_XLSX_CELLS = 510 * 50;

/** A cell as read: CSV cells are strings, XLSX cells keep their type; null when empty. */
export type RosterCell = string | number | boolean | Date | null;

/** A roster file read into a grid: `rows[i]` is the spreadsheet's row `i + 1`. */
export interface RosterSheet {
  format: 'CSV' | 'XLSX';
  rows: RosterCell[][];
}

/** A roster file as the API receives it (GraphQL `RosterFileInput`). */
export interface RosterFileInput {
  filename: string;
  contentBase64: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a roster file (L2): base64 decoded (whitespace ignored), at most
 * {@link MAX_ROSTER_FILE_BYTES}. The file name is only checked for shape: the content decides the
 * format. Errors: BAD_USER_INPUT `file` (no name, not base64, empty, too large).
 */
export function decodeRosterFile(input: RosterFileInput): Uint8Array {
  if (typeof input.filename !== 'string' || input.filename.trim() === '' || input.filename.length > 255) {
    throw new BadUserInputError('file', 'The file needs a name of at most 255 characters');
  }
  const text = typeof input.contentBase64 === 'string' ? input.contentBase64.replace(/\s+/g, '') : '';
  // Checked before decoding: 4 base64 characters per 3 bytes.
  if (text.length > Math.ceil(MAX_ROSTER_FILE_BYTES / 3) * 4) throw tooLarge();
  if (text.length % 4 !== 0 || !BASE64.test(text)) {
    throw new BadUserInputError('file', 'The file content must be base64');
  }
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (bytes.length === 0) throw new BadUserInputError('file', 'The file is empty');
  if (bytes.length > MAX_ROSTER_FILE_BYTES) throw tooLarge();
  return bytes;
}

function tooLarge(): BadUserInputError {
  return new BadUserInputError('file', `A roster file may be at most ${MAX_ROSTER_FILE_BYTES / 1024} KiB`);
}

/**
 * Reads a roster file into a grid of cells (L2), the format told by the content: a zip
 * (`PK\x03\x04`) is read as XLSX (its first sheet), text as CSV (UTF-8 with or without BOM,
 * UTF-16 with BOM, else Windows-1252 as Excel on Windows saves; comma, semicolon or tab, told by
 * the header line). Errors: BAD_USER_INPUT `file` (an old .xls, another binary file, a zip that
 * is not a spreadsheet, a broken CSV, too large unpacked).
 */
export async function readRosterSheet(bytes: Uint8Array): Promise<RosterSheet> {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { format: 'XLSX', rows: await readXlsx(bytes) };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw new BadUserInputError('file', 'Old Excel files (.xls) cannot be read: save the roster as .xlsx or .csv');
  }
  return { format: 'CSV', rows: readCsv(decodeText(bytes)) };
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

function notASpreadsheet(): BadUserInputError {
  return new BadUserInputError('file', 'The file is not a roster spreadsheet: upload a .csv or .xlsx file');
}

async function readXlsx(bytes: Uint8Array): Promise<RosterCell[][]> {
  let parts: Unzipped;
  let declared = 0;
  try {
    // Only the XML parts (what read-excel-file reads), within the unpacked budget. fflate inflates
    // each part into a buffer of its declared size, so a part lying about its size cannot grow.
    parts = unzipSync(bytes, {
      filter: (file) => {
        if (!/\.(xml|rels)$/i.test(file.name)) return false;
        declared += file.originalSize;
        if (declared > MAX_XLSX_UNPACKED_BYTES) throw new UnpackedTooLarge();
        return true;
      },
    });
  } catch (error) {
    if (error instanceof UnpackedTooLarge) {
      throw new BadUserInputError('file', 'The spreadsheet is too large once unpacked: keep only the roster in it');
    }
    throw notASpreadsheet();
  }
  if (cellCount(parts) > MAX_XLSX_CELLS) {
    throw new BadUserInputError(
      'file',
      `A roster spreadsheet may have at most ${MAX_XLSX_CELLS.toLocaleString('en-US')} cells: keep only the roster in it`,
    );
  }
  // Stored again without compression: the reader then unpacks exactly these bytes.
  const stored = zipSync(parts, { level: 0 });
  let rows: RosterCell[][];
  try {
    rows = (await readSheet(Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength))) as RosterCell[][];
  } catch {
    throw notASpreadsheet();
  }
  return rows.map((row) => row.map((cell) => (cell instanceof Date || typeof cell !== 'object' ? cell : null)));
}

class UnpackedTooLarge extends Error {}

/**
 * The cells (`<c>`, any namespace prefix) in unpacked XLSX parts: all XML parts are searched, as
 * the reader finds its sheet through the workbook's relations, wherever it is.
 */
function cellCount(parts: Unzipped): number {
  const decoder = new TextDecoder();
  let cells = 0;
  for (const data of Object.values(parts)) {
    cells += decoder.decode(data).match(/<(?:[A-Za-z_][\w.-]*:)?c[\s/>]/g)?.length ?? 0;
    if (cells > MAX_XLSX_CELLS) break;
  }
  return cells;
}

// eslint-disable-next-line no-control-regex -- telling binary from text is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

/** Text of a CSV file: BOMs honoured, UTF-8 when valid, else Windows-1252. Binary is refused. */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  else if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // Text has no NUL and few other control characters; images, PDFs and zips have plenty.
  const controls = text.match(BINARY_CONTROL)?.length ?? 0;
  if (text.includes('\u0000') || controls > Math.max(8, text.length / 100)) throw notASpreadsheet();
  return text;
}

/** The delimiter of a CSV: the most frequent of `,` `;` tab outside quotes on the first non-blank line. */
function delimiterOf(text: string): string {
  const line = text.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  const unquoted = line.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: unquoted.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.d : ',';
}

function readCsv(text: string): RosterCell[][] {
  try {
    const records = parseCsv(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
    return records.map((record) => record.map((cell) => (cell === '' ? null : cell)));
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw new BadUserInputError(
      'file',
      typeof line === 'number'
        ? `The CSV file could not be read near line ${line}: check its quotes`
        : 'The CSV file could not be read',
    );
  }
}
