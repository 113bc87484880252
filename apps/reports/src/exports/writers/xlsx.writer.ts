import type { Writable } from 'node:stream';
import type { ReportColumn, ReportRow } from '@presently/contracts';
import { columnHeader, kindTitle, word } from '../domain/labels';
import { type ReportFileHead, type ReportWriter } from './report-writer';
import { type ZipEntryStream, ZipWriter } from './zip-writer';

const WIDTH: Record<ReportColumn['type'], number> = { text: 22, date: 13, time: 8, minutes: 9, number: 8, code: 5, bool: 7 };
const KEY_COLUMNS = new Set(['employee', 'department', 'team', 'date', 'period']);

/** Number formats: the built-in General (0), and two of ours (ids from 164 on are custom). */
const NUM_FMT: Partial<Record<ReportColumn['type'], number>> = { minutes: 164, date: 165 };
const NUM_FMTS = '<numFmts count="2"><numFmt numFmtId="164" formatCode="[h]:mm"/><numFmt numFmtId="165" formatCode="dd-mmm-yyyy"/></numFmts>';
/** Fonts: 0 plain, 1 bold, 2 bold white (a coloured header). */
const FONT = { plain: 0, bold: 1, boldWhite: 2 } as const;
const FONTS = `<fonts count="3">${['', '<b/>', '<b/><color rgb="FFFFFFFF"/>'].map((f) => `<font>${f}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`).join('')}</fonts>`;

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Days from Excel's day 0 (30-Dec-1899, 1900 system) to 1-Jan-1970. */
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;
/** The XML is given to the zip in pieces of about this many characters. */
const PIECE = 8192;
/** The types sheet's rows are kept in blocks of about this many characters. */
const TYPES_BLOCK = 32_768;

/** One cell format (cellXfs entry). */
interface Xf {
  numFmt: number;
  font: number;
  fill: number;
  wrap: boolean;
}

/**
 * The file's cell formats, numbered as they are first met: the column types × bold × fill colours
 * are a handful, so a cell's format is an index found in a map. Written as styles.xml at the end
 * (the zip's last entry), once every colour is known.
 */
class Styles {
  private readonly xfs: Xf[] = [{ numFmt: 0, font: 0, fill: 0, wrap: false }];
  private readonly xfIds = new Map<string, number>([['0|0|0|', 0]]);
  /** Fills 0 and 1 are reserved (none, gray125); solid colours from 2 on. */
  private readonly fills = new Map<string, number>();

  xf(numFmt: number, font: number, color: string | undefined, wrap = false): number {
    const fill = color ? this.fill(color) : 0;
    const key = `${numFmt}|${font}|${fill}|${wrap ? 'w' : ''}`;
    let id = this.xfIds.get(key);
    if (id === undefined) {
      id = this.xfs.length;
      this.xfs.push({ numFmt, font, fill, wrap });
      this.xfIds.set(key, id);
    }
    return id;
  }

  /** A column's cells: its type's number format, bold or not, a fill or not. */
  cell(c: ReportColumn, bold: boolean, color?: string): number {
    return this.xf(NUM_FMT[c.type] ?? 0, bold ? FONT.bold : FONT.plain, color);
  }

  private fill(color: string): number {
    const rgb = argb(color);
    if (rgb === null) return 0;
    let id = this.fills.get(rgb);
    if (id === undefined) {
      id = this.fills.size + 2;
      this.fills.set(rgb, id);
    }
    return id;
  }

  xml(): string {
    const fills = [...this.fills.keys()].map((rgb) => `<fill><patternFill patternType="solid"><fgColor rgb="${rgb}"/><bgColor indexed="64"/></patternFill></fill>`);
    const xfs = this.xfs.map(
      (x) =>
        `<xf numFmtId="${x.numFmt}" fontId="${x.font}" fillId="${x.fill}" borderId="0" xfId="0"` +
        `${x.numFmt ? ' applyNumberFormat="1"' : ''}${x.font ? ' applyFont="1"' : ''}${x.fill ? ' applyFill="1"' : ''}` +
        (x.wrap ? ' applyAlignment="1"><alignment vertical="center" wrapText="1"/></xf>' : '/>'),
    );
    return (
      `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${NUM_FMTS}${FONTS}` +
      `<fills count="${fills.length + 2}"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>${fills.join('')}</fills>` +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0"/></styleSheet>'
    );
  }
}

/** A sheet's columns with what every row needs of them, computed once. */
interface SheetLayout {
  columns: ReportColumn[];
  /** Column letters (A, B, … AA). */
  refs: string[];
  /** The cell format of a plain and of a bold cell, per column (uncoloured). */
  plain: number[];
  bold: number[];
}

/**
 * XLSX written as SpreadsheetML strings straight into a streaming zip: a row is a few string joins
 * (format ids known, inline strings, no shared-strings table), its bytes leave through the zip as
 * the output accepts them. Sheets: the report (frozen header, widths by type, the employees' total
 * rows in bold, the selection's total last), the employees' totals per presence type in the types'
 * colours when the report has that section, and the legend of codes. The types sheet's rows are kept
 * in memory as UTF-8 XML (≈ 1.2 kB per employee) until the report's sheet is complete: a zip's entries
 * come one after another.
 */
export class XlsxReportWriter implements ReportWriter {
  /** The file is written as the rows come: they are the whole progress. */
  readonly rowsShare = 1;
  private readonly zip: ZipWriter;
  private readonly styles = new Styles();
  private readonly main: SheetLayout;
  private readonly mainSheet: ZipEntryStream;
  private mainRows = 0;
  private readonly types: SheetLayout | null = null;
  /**
   * The types sheet's rows, kept as UTF-8 bytes in blocks of ≈ 32 kB: a string built by joins is a
   * tree of its parts (several times its size), and a small Buffer is a slice that keeps Node's
   * shared 8 kB pool alive.
   */
  private typesBlocks: Buffer[] = [];
  private typesPiece = '';
  private typesRows = 0;

  constructor(
    private readonly head: ReportFileHead,
    out: Writable,
  ) {
    this.zip = new ZipWriter(out);
    const mainColumns = head.columns.filter((c) => c.section === undefined);
    this.main = this.layout(mainColumns);
    const typeColumns = head.columns.filter((c) => c.section === 'types');
    if (typeColumns.length > 0) this.types = this.layout([...mainColumns.filter((c) => KEY_COLUMNS.has(c.key) && c.key !== 'date'), ...typeColumns]);

    const sheets = [kindTitle(head.kind, head.lang), ...(this.types ? [word('types', head.lang)] : []), ...(head.legend.length > 0 ? [word('legend', head.lang)] : [])];
    void this.zip.add('[Content_Types].xml', contentTypes(sheets.length)).catch(() => undefined);
    void this.zip.add('_rels/.rels', ROOT_RELS).catch(() => undefined);
    void this.zip.add('docProps/core.xml', coreProps(new Date())).catch(() => undefined);
    void this.zip.add('xl/workbook.xml', workbook(sheets)).catch(() => undefined);
    void this.zip.add('xl/_rels/workbook.xml.rels', workbookRels(sheets.length)).catch(() => undefined);
    this.mainSheet = this.zip.open('xl/worksheets/sheet1.xml');
    void this.mainSheet.write(this.sheetStart(this.main, true) + this.headerRow(this.main)).catch(() => undefined); // a failure shows at the next write or at the end
    this.mainRows = 1;
  }

  private layout(columns: ReportColumn[]): SheetLayout {
    return {
      columns,
      refs: columns.map((_, i) => columnRef(i)),
      plain: columns.map((c) => this.styles.cell(c, false)),
      bold: columns.map((c) => this.styles.cell(c, true)),
    };
  }

  /** The sheet's start: frozen first row and column (report sheets), column widths, then its data. */
  private sheetStart(sheet: SheetLayout, first: boolean): string {
    const pane =
      '<pane xSplit="1" ySplit="1" topLeftCell="B2" activePane="bottomRight" state="frozen"/>' +
      '<selection pane="topRight"/><selection pane="bottomLeft"/><selection pane="bottomRight" activeCell="B2" sqref="B2"/>';
    const cols = sheet.columns.map((c, i) => {
      const numFmt = NUM_FMT[c.type];
      const style = numFmt ? ` style="${this.styles.xf(numFmt, FONT.plain, undefined)}"` : '';
      return `<col min="${i + 1}" max="${i + 1}" width="${c.key === 'employee' ? 28 : WIDTH[c.type]}"${style} customWidth="1"/>`;
    });
    return `${XML_HEAD}<worksheet ${NS}><sheetViews><sheetView${first ? ' tabSelected="1"' : ''} workbookViewId="0">${pane}</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols.join('')}</cols><sheetData>`;
  }

  /** Bold, wrapped, centred vertically; a coloured column's header in its colour with white text. */
  private headerRow(sheet: SheetLayout): string {
    const cells = sheet.columns.map((c) => {
      const style = this.styles.xf(0, c.color ? FONT.boldWhite : FONT.bold, c.color, true);
      return textCell('<c', style, columnHeader(c, this.head.lang));
    });
    return `<row r="1">${cells.join('')}</row>`;
  }

  /**
   * A row's XML: an empty value is no cell at all, unless it carries a colour. A cell names its
   * reference only after a gap (one without is the next column, as readers count them).
   */
  private row(sheet: SheetLayout, r: ReportRow, bold: boolean, n: number): string {
    const { columns, refs } = sheet;
    const styles = bold ? sheet.bold : sheet.plain;
    const colors = r.colors;
    let xml = `<row r="${n}">`;
    let next = 0;
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i];
      const v = r.cells[c.key];
      const color = colors?.[c.key];
      if ((v === null || v === undefined) && !color) continue;
      const style = color ? this.styles.cell(c, bold, color) : styles[i];
      xml += cell(i === next ? '<c' : `<c r="${refs[i]}${n}"`, style, c, v);
      next = i + 1;
    }
    return `${xml}</row>`;
  }

  async write(rows: ReportRow[]): Promise<void> {
    let xml = '';
    for (const r of rows) {
      xml += this.row(this.main, r, r.kind === 'total', ++this.mainRows);
      if (this.types && r.kind === 'total') this.keepTypesRow(this.row(this.types, r, false, ++this.typesRows + 1));
      // Pieces of a few kB go to the zip as they are made: no page-sized string is built.
      if (xml.length >= PIECE) {
        await this.mainSheet.write(xml);
        xml = '';
      }
    }
    await this.mainSheet.write(xml);
  }

  private keepTypesRow(xml: string): void {
    this.typesPiece += xml;
    if (this.typesPiece.length >= TYPES_BLOCK) {
      this.typesBlocks.push(Buffer.from(this.typesPiece, 'utf8'));
      this.typesPiece = '';
    }
  }

  async end(totals: Record<string, number>): Promise<void> {
    const label: ReportRow = { kind: 'total', cells: { ...totals, employee: word('selection_total', this.head.lang) } };
    await this.mainSheet.end(`${this.row(this.main, label, true, ++this.mainRows)}</sheetData></worksheet>`);
    let n = 1;
    if (this.types) {
      const types = this.zip.open(`xl/worksheets/sheet${++n}.xml`);
      await types.write(this.sheetStart(this.types, false) + this.headerRow(this.types));
      const blocks = this.typesBlocks;
      this.typesBlocks = [];
      for (const block of blocks) await types.write(block);
      await types.end(`${this.typesPiece}${this.row(this.types, label, true, this.typesRows + 2)}</sheetData></worksheet>`);
      this.typesPiece = '';
    }
    if (this.head.legend.length > 0) await this.zip.add(`xl/worksheets/sheet${++n}.xml`, this.legendSheet());
    await this.zip.add('xl/styles.xml', this.styles.xml());
    await this.zip.finish();
  }

  /** The codes in their colours and what they stand for; no frozen pane. */
  private legendSheet(): string {
    const rows = this.head.legend.map((l, i) => {
      const name = l.absence_type_id !== undefined ? columnHeader({ key: '', label: 'absence_type', type: 'text', absence_type_id: l.absence_type_id }, this.head.lang) : word(l.label, this.head.lang);
      return `<row r="${i + 1}">${textCell('<c', this.styles.xf(0, FONT.plain, l.color), l.code)}${textCell('<c', 0, name)}</row>`;
    });
    return `${XML_HEAD}<worksheet ${NS}><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="1" width="8" customWidth="1"/><col min="2" max="2" width="30" customWidth="1"/></cols><sheetData>${rows.join('')}</sheetData></worksheet>`;
  }
}

/**
 * A cell from its opening (`<c`, with its reference or without): minutes are Excel durations (days)
 * shown [h]:mm; dates real dates shown dd-Mon-yyyy; the rest as they are.
 */
function cell(open: string, style: number, c: ReportColumn, v: unknown): string {
  const s = style === 0 ? '' : ` s="${style}"`;
  switch (typeof v) {
    case 'number':
      if (!Number.isFinite(v)) break;
      return `${open}${s}><v>${c.type === 'minutes' ? days(v) : v}</v></c>`;
    case 'boolean':
      return `${open}${s} t="b"><v>${v ? 1 : 0}</v></c>`;
    case 'string': {
      if (c.type === 'date') {
        const ms = Date.parse(`${v}T00:00:00Z`);
        if (Number.isFinite(ms)) return `${open}${s}><v>${ms / DAY_MS + EXCEL_EPOCH_DAYS}</v></c>`;
      }
      return textCell(open, style, v);
    }
  }
  return `${open}${s}/>`;
}

/** Minutes as days, as text: kept once made for the minutes of up to a month (a double's shortest text is not cheap; at most 50,000 strings). */
const DAYS_TEXT: string[] = [];
function days(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 50_000) return String(minutes / 1440);
  return (DAYS_TEXT[minutes] ??= String(minutes / 1440));
}

function textCell(open: string, style: number, text: string): string {
  const t = xmlText(text);
  const space = t !== t.trim() ? ' xml:space="preserve"' : '';
  return `${open}${style === 0 ? '' : ` s="${style}"`} t="inlineStr"><is><t${space}>${t}</t></is></c>`;
}

/** Characters XML 1.0 forbids (controls but tab, LF, CR; U+FFFE, U+FFFF). */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data (or an attribute's value): escaped, forbidden characters left out. */
export function xmlText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(/[&<>"]/g, (ch) => ESCAPES[ch]);
}

/** 0 → A, 25 → Z, 26 → AA. */
function columnRef(i: number): string {
  let ref = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) ref = String.fromCharCode(65 + ((n - 1) % 26)) + ref;
  return ref;
}

/** '#1f77b4' → 'FF1F77B4' (ARGB); anything but 3, 6 or 8 hex digits → no fill. */
function argb(color: string): string | null {
  let hex = color.replace(/^#/, '').toUpperCase();
  if (!/^[0-9A-F]+$/.test(hex)) return null;
  if (hex.length === 3) hex = [...hex].map((d) => d + d).join('');
  if (hex.length === 6) return `FF${hex}`;
  return hex.length === 8 ? hex : null;
}

/** A sheet's name: at most 31 characters, none of those Excel refuses ([ ] : * ? / \). */
const sheetName = (name: string) => xmlText(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';

function contentTypes(sheets: number): string {
  const overrides = Array.from({ length: sheets }, (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`);
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    overrides.join('') +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '</Types>'
  );
}

function workbook(sheets: string[]): string {
  const list = sheets.map((name, i) => `<sheet name="${sheetName(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`);
  return `${XML_HEAD}<workbook ${NS}><bookViews><workbookView activeTab="0"/></bookViews><sheets>${list.join('')}</sheets></workbook>`;
}

function workbookRels(sheets: number): string {
  const rels = Array.from({ length: sheets }, (_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`);
  return (
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}` +
    `<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`
  );
}

function coreProps(now: Date): string {
  const at = `${now.toISOString().slice(0, 19)}Z`;
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:creator>Presently</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified></cp:coreProperties>`
  );
}
