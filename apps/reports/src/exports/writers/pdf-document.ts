import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/** A table cell as pdfmake draws it. */
export type PdfCell = { text: string; bold?: boolean; fillColor?: string; color?: string; alignment?: string };

/**
 * Everything a PDF needs, in words already written in the requester's language: plain data, so it
 * crosses to the layout thread (pdf-layout.worker) as it is.
 */
export interface PdfInput {
  wide: boolean;
  companyName: string;
  /** "Calendar report · 01-Oct-2026 – 31-Oct-2026" */
  heading: string;
  /** The document's title (metadata). */
  title: string;
  /** The words of "Page n of m". */
  page: string;
  of: string;
  /** The company's logo as a PNG or JPEG data URL, or null. */
  logo: string | null;
  widths: Array<string | number>;
  body: PdfCell[][];
  legend: string | null;
}

/**
 * Roboto, shipped inside the pdfmake package (node_modules/pdfmake/fonts/Roboto): it has the Cyrillic
 * glyphs of Macedonian and Bulgarian names and exists wherever node_modules does (containers too).
 */
function fonts() {
  const dir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  return {
    Roboto: {
      normal: join(dir, 'Roboto-Regular.ttf'),
      bold: join(dir, 'Roboto-Medium.ttf'),
      italics: join(dir, 'Roboto-Italic.ttf'),
      bolditalics: join(dir, 'Roboto-MediumItalic.ttf'),
    },
  };
}

/** Calls `count` before each call of a method of pdfmake's (pinned 0.3.x) internals; absent, nothing is counted. */
function counting(module: string, method: string, count: () => void): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pdfmake's internals are CommonJS
  const proto = (require(module) as { default?: { prototype?: Record<string, unknown> } }).default?.prototype;
  const original = proto?.[method];
  if (!proto || typeof original !== 'function') return;
  proto[method] = function (this: unknown, ...args: unknown[]) {
    count();
    return original.apply(this, args);
  };
}

/**
 * Lays the document out and renders it (pdfmake: synchronous, seconds for a thousand rows, hence run
 * on its own thread — one document per thread, so the counting below is this document's). pdfmake
 * reports only its rendering; the measuring of every cell and the layout of every row before it are
 * counted here, so the progress (0–1) moves through all three: measured cells 0–40 %, laid out rows
 * 40–70 %, rendering 70–100 %. Answers the PDF's bytes as a stream.
 */
export async function renderPdf(input: PdfInput, onProgress: (share: number) => void): Promise<Readable> {
  const cells = Math.max(1, input.body.length * input.widths.length);
  const rows = Math.max(1, input.body.length);
  let measured = 0;
  let laidOut = 0;
  counting('pdfmake/js/DocMeasure', 'measureLeaf', () => onProgress(0.4 * Math.min(1, ++measured / cells)));
  counting('pdfmake/js/LayoutBuilder', 'processRow', () => onProgress(0.4 + 0.3 * Math.min(1, ++laidOut / rows)));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pdfmake's server build is CommonJS with a singleton
  const pdfmake = require('pdfmake');
  pdfmake.setFonts(fonts());
  // Only the fonts above are read from disk; a document never names a local file or fetches a URL.
  pdfmake.setLocalAccessPolicy?.((path: string) => path.startsWith(dirname(require.resolve('pdfmake/package.json'))));
  pdfmake.setUrlAccessPolicy?.(() => false);
  pdfmake.setProgressCallback?.((share: number) => onProgress(0.7 + 0.3 * share));
  const doc = pdfmake.createPdf({
    pageSize: input.wide ? 'A3' : 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 50, 20, 30],
    info: { title: input.title, author: input.companyName, creator: 'Presently' },
    header: {
      margin: [20, 12, 20, 0],
      columnGap: 8,
      columns: [
        ...(input.logo ? [{ image: 'logo', fit: [90, 28], width: 'auto' }] : []),
        { text: input.companyName, bold: true, margin: [0, 3, 0, 0] },
        { text: input.heading, alignment: 'right', margin: [0, 3, 0, 0] },
      ],
    },
    footer: (page: number, pages: number) => ({ text: `${input.page} ${page} ${input.of} ${pages}`, alignment: 'center', fontSize: 7, margin: [0, 10, 0, 0] }),
    // Named once in `images`: embedded once, drawn on every page (a data URL in the header is embedded per page).
    ...(input.logo ? { images: { logo: input.logo } } : {}),
    defaultStyle: { font: 'Roboto', fontSize: input.wide ? 6 : 7 },
    content: [
      { table: { headerRows: 1, widths: input.widths, body: input.body }, layout: 'lightHorizontalLines' },
      ...(input.legend ? [{ margin: [0, 10, 0, 0], text: input.legend }] : []),
    ],
  });
  return doc.getStream();
}
