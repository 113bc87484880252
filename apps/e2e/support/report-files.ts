import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Exported files read back by readers other than the writers: openpyxl (Debian's python3-openpyxl)
 * for XLSX, poppler's pdftotext for PDF.
 */
const READ_XLSX = `
import json, sys, datetime, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
def cell(v):
    if isinstance(v, datetime.timedelta): return {"minutes": round(v.total_seconds() / 60)}
    if isinstance(v, datetime.datetime): return v.date().isoformat()
    if isinstance(v, datetime.time): return {"minutes": v.hour * 60 + v.minute}
    return v
print(json.dumps({"sheets": [{"name": ws.title, "freeze": ws.freeze_panes, "rows": [[cell(v) for v in r] for r in ws.iter_rows(values_only=True)]} for ws in wb.worksheets]}))
`;

export interface Sheet {
  name: string;
  freeze: string | null;
  rows: unknown[][];
}

/** A Python with openpyxl: the one on PATH, or Debian's. */
function python(): string {
  for (const p of ['python3', '/usr/bin/python3']) {
    if (spawnSync(p, ['-c', 'import openpyxl']).status === 0) return p;
  }
  throw new Error('no python3 with openpyxl (apt-get install python3-openpyxl)');
}

function toFile(bytes: Buffer, ext: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), `file.${ext}`);
  writeFileSync(file, bytes);
  return file;
}

export function readXlsx(bytes: Buffer): Sheet[] {
  const r = spawnSync(python(), ['-c', READ_XLSX, toFile(bytes, 'xlsx')], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`openpyxl could not read the file: ${r.stderr}`);
  return (JSON.parse(r.stdout) as { sheets: Sheet[] }).sheets;
}

export function pdfText(bytes: Buffer): { text: string; pages: number } {
  const file = toFile(bytes, 'pdf');
  const r = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`pdftotext could not read the file: ${r.stderr}`);
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info.stdout ?? '')?.[1] ?? NaN);
  return { text: r.stdout, pages };
}

/** The images drawn on each page of a PDF (poppler's pdfimages): the page and the embedded object's id. */
export function pdfImages(bytes: Buffer): Array<{ page: number; object: number; width: number; height: number }> {
  const r = spawnSync('pdfimages', ['-list', toFile(bytes, 'pdf')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pdfimages could not read the file: ${r.stderr}`);
  // page num type width height color comp bpc enc interp object ID …, after two heading lines
  return r.stdout
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() !== '')
    .map((l) => l.trim().split(/\s+/))
    .map((f) => ({ page: Number(f[0]), width: Number(f[3]), height: Number(f[4]), object: Number(f[10]) }));
}
