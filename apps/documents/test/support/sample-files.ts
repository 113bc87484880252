import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/*
 * Real files built byte by byte for the tests, so that no fixture is a black box: each one opens in
 * a reader (checked once with poppler's pdfinfo and ImageMagick's identify when they were written).
 */

const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

export interface PdfOptions {
  /** Grow the file to about this many bytes with an extra stream object (for the size limits). */
  padTo?: number;
  /** Text shown on the page. */
  text?: string;
}

/** A one-page PDF 1.4 with a classic cross-reference table whose offsets are exact. */
export function samplePdf(options: PdfOptions = {}): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${options.text ?? 'Sick note'}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (options.padTo) {
    const padding = 'x'.repeat(Math.max(0, options.padTo - 1000));
    objects.push(`<< /Length ${padding.length} >>\nstream\n${padding}\nendstream`);
  }
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(body);
}

/** A one-page PDF 1.5 whose cross-reference section is a stream (what modern writers produce). */
export function sampleXrefStreamPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  offsets.push(xrefOffset);
  // Rows of /W [1 4 2]: type, offset, generation; the free head first, then the four objects (the stream included).
  const row = (type: number, field2: number, field3: number): number[] => [type, (field2 >>> 24) & 255, (field2 >>> 16) & 255, (field2 >>> 8) & 255, field2 & 255, (field3 >>> 8) & 255, field3 & 255];
  const rows = [row(0, 0, 65535), ...offsets.map((offset) => row(1, offset, 0))];
  const data = Buffer.from(rows.flat());
  const head = latin1(body + `4 0 obj\n<< /Type /XRef /Size 5 /W [1 4 2] /Root 1 0 R /Length ${data.length} >>\nstream\n`);
  const tail = latin1(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat([head, data, tail]);
}

/** Standard JPEG's zigzag quantisation table of all ones: the picture is flat, so any table decodes it. */
const QUANT_ONES = Buffer.alloc(64, 1);

const segment = (marker: number, payload: Buffer): Buffer => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, payload]);
};

export interface JpegOptions {
  width?: number;
  height?: number;
  /** Grow the file to at least this many bytes with comment segments (for the size limits). */
  padTo?: number;
}

/**
 * A baseline grayscale JPEG of a flat mid-grey picture: every 8×8 block has a DC difference of 0
 * and no AC coefficient, so with one-code Huffman tables ('0' for DC category 0, '0' for end of
 * block) the scan is two zero bits per block.
 */
export function sampleJpeg(options: JpegOptions = {}): Buffer {
  const width = options.width ?? 16;
  const height = options.height ?? 16;
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = 2 * blocks;
  const scan = Buffer.alloc(Math.ceil(bits / 8), 0);
  if (bits % 8 !== 0) scan[scan.length - 1] = (1 << (8 - (bits % 8))) - 1; // pad with ones, as T.81 asks

  const app0 = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]));
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0x00]), QUANT_ONES]));
  const sof0 = segment(0xc0, Buffer.from([8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]));
  const oneCode = (classAndId: number): Buffer => Buffer.from([classAndId, 1, ...Array<number>(15).fill(0), 0x00]);
  const dht = segment(0xc4, Buffer.concat([oneCode(0x00), oneCode(0x10)]));
  const sos = segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
  const parts = [Buffer.from([0xff, 0xd8]), app0, dqt, sof0, dht];
  if (options.padTo) {
    let size = parts.reduce((n, p) => n + p.length, 0);
    while (size < options.padTo) {
      const comment = segment(0xfe, Buffer.alloc(Math.min(65_000, options.padTo - size), 0x20));
      parts.push(comment);
      size += comment.length;
    }
  }
  return Buffer.concat([...parts, sos, scan, Buffer.from([0xff, 0xd9])]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([latin1(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A 2×2 grey PNG: an image, but not a type absence files take. */
export function samplePng(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 0, 0, 0, 0]);
  const rows = Buffer.from([0, 0x80, 0x80, 0, 0x80, 0x80]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The first bytes of the running Node binary: a real executable (ELF on Linux), to be uploaded under a PDF's name. */
export function sampleExecutable(bytes = 4096): Buffer {
  return readFileSync(process.execPath).subarray(0, bytes);
}

export const base64 = (bytes: Buffer): string => bytes.toString('base64');
