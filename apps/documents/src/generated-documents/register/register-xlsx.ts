import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { GeneratedDocumentView, Lang } from '@presently/contracts';
import { REGISTER_COLUMN_KEYS, REGISTER_WORDS, type RegisterColumnKey } from './register-labels';

type Cell = string | number | Date | null;

const DATE_FORMAT: Record<Lang, string> = { en: 'dd-mmm-yyyy', mk: 'dd.mm.yyyy', bg: 'dd.mm.yyyy' };
const DATE_TIME_FORMAT: Record<Lang, string> = { en: 'dd-mmm-yyyy hh:mm', mk: 'dd.mm.yyyy hh:mm', bg: 'dd.mm.yyyy hh:mm' };
const WIDTH: Record<RegisterColumnKey, number> = { number: 10, year: 7, issued_on: 13, employee: 28, kind: 22, language: 9, absence_request_id: 12, status: 16, voided_at: 18, last_error: 24 };

/** A calendar date as the spreadsheet's date (midnight UTC, which is how exceljs writes a day). */
const day = (iso: string | null): Date | null => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** One document as the spreadsheet's row, in the reader's words: its number as the document writes it, real dates, the kind and status named. */
export function registerRow(d: GeneratedDocumentView, lang: Lang): Record<RegisterColumnKey, Cell> {
  const words = REGISTER_WORDS[lang];
  return {
    number: d.number_label,
    year: d.year,
    issued_on: day(d.issued_on),
    employee: d.employee_name,
    kind: words.kinds[d.kind],
    language: d.language.toUpperCase(),
    absence_request_id: d.absence_request_id,
    status: words.statuses[d.status],
    voided_at: d.voided_at ? new Date(d.voided_at) : null,
    last_error: d.last_error,
  };
}

/**
 * The register as XLSX with exceljs's streaming writer: each row is committed and leaves through
 * `out` as it is written, never the whole workbook in memory. One sheet, its header frozen, headers,
 * kinds and statuses in the reader's language, dates as dates in the language's form.
 */
export async function writeRegisterXlsx(rows: GeneratedDocumentView[], lang: Lang, out: Writable): Promise<void> {
  const words = REGISTER_WORDS[lang];
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Presently';
  const sheet = book.addWorksheet(words.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REGISTER_COLUMN_KEYS.map((key) => ({
    key,
    width: WIDTH[key],
    style: key === 'issued_on' ? { numFmt: DATE_FORMAT[lang] } : key === 'voided_at' ? { numFmt: DATE_TIME_FORMAT[lang] } : {},
  }));
  const header = sheet.addRow(REGISTER_COLUMN_KEYS.map((key) => words.columns[key]));
  header.font = { bold: true };
  header.commit();
  for (const d of rows) sheet.addRow(registerRow(d, lang)).commit();
  sheet.commit();
  await book.commit();
}

/** The register's spreadsheet as bytes, for an RPC answer: the streaming writer's output gathered as it comes. */
export async function registerXlsx(rows: GeneratedDocumentView[], lang: Lang): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeRegisterXlsx(rows, lang, out);
  await ended;
  return Buffer.concat(chunks);
}
