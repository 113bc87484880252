import type { GeneratedDocumentView } from '@presently/contracts';

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading =, +, - or @ is defused so a spreadsheet does not run it. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const REGISTER_COLUMNS = ['number', 'year', 'issued_on', 'employee', 'kind', 'language', 'absence_request_id', 'status', 'voided_at', 'last_error'] as const;

/** The register as CSV (UTF-8 with a BOM, so spreadsheet programs read Cyrillic names right). */
export function registerCsv(rows: GeneratedDocumentView[]): string {
  const lines = [REGISTER_COLUMNS.join(',')];
  for (const d of rows) {
    lines.push([d.number_label, d.year, d.issued_on, d.employee_name, d.kind, d.language, d.absence_request_id, d.status, d.voided_at, d.last_error].map(csvField).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
