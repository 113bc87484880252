/*
 * A JPEG recognised by its structure, not its name (ITU T.81 annex B): SOI, marker segments whose
 * lengths fit the file, a frame header (SOF) with sane dimensions before the first scan, entropy-coded
 * data, and EOI. A renamed file that merely starts with FF D8 FF, a truncated download or a header
 * with a zero or absurd size fails. Pixels are not decoded.
 */

export interface JpegFrame {
  width: number;
  height: number;
  components: number;
}

/** libjpeg's largest dimension: beyond it no decoder of ours would open the picture anyway. */
const MAX_DIMENSION = 65_500;

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;

/** Frame headers: every SOFn except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isLossless = (marker: number): boolean => marker === 0xc3 || marker === 0xc7 || marker === 0xcb || marker === 0xcf;
const isRestart = (marker: number): boolean => marker >= 0xd0 && marker <= 0xd7;

export const startsLikeJpeg = (bytes: Uint8Array): boolean => bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff;

const u16 = (bytes: Uint8Array, at: number): number => (bytes[at] << 8) | bytes[at + 1];

function frameAt(bytes: Uint8Array, marker: number, at: number, length: number): JpegFrame | null {
  const precision = bytes[at + 2];
  const height = u16(bytes, at + 3);
  const width = u16(bytes, at + 5);
  const components = bytes[at + 7];
  const precisionOk = isLossless(marker) ? precision >= 2 && precision <= 16 : precision === 8 || precision === 12;
  if (!precisionOk || components < 1 || components > 4 || length !== 8 + 3 * components) return null;
  if (height < 1 || width < 1 || height > MAX_DIMENSION || width > MAX_DIMENSION) return null;
  return { width, height, components };
}

/** After a scan header: skips the entropy-coded data to the next marker (FF 00 is a stuffed byte, FF D0–D7 a restart). */
function endOfScanData(bytes: Uint8Array, from: number): number {
  let i = from;
  for (;;) {
    const ff = bytes.indexOf(0xff, i);
    if (ff < 0 || ff + 1 >= bytes.length) return -1;
    const next = bytes[ff + 1];
    if (next === 0x00 || isRestart(next)) i = ff + 2;
    else if (next === 0xff) i = ff + 1;
    else return ff;
  }
}

/** The frame of a well-formed JPEG (walked from SOI to EOI), or null when it is not one. */
export function readJpegFrame(bytes: Uint8Array): JpegFrame | null {
  if (!startsLikeJpeg(bytes)) return null;
  let frame: JpegFrame | null = null;
  let scans = 0;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (i < bytes.length && bytes[i] === 0xff) i++; // fill bytes before a marker
    if (i >= bytes.length) return null;
    const marker = bytes[i++];
    if (marker === EOI) return scans > 0 ? frame : null;
    if (marker === SOI || marker === 0x00) return null;
    if (marker === TEM || isRestart(marker)) continue;
    if (i + 2 > bytes.length) return null;
    const length = u16(bytes, i);
    if (length < 2 || i + length > bytes.length) return null;
    if (isFrameHeader(marker)) {
      // A hierarchical file has several frames; the first one gives the size.
      const read = frameAt(bytes, marker, i, length);
      if (!read) return null;
      frame ??= read;
    }
    if (marker === SOS) {
      const components = bytes[i + 2];
      if (!frame || components < 1 || components > 4 || length !== 6 + 2 * components) return null;
      scans++;
      i = endOfScanData(bytes, i + length);
      if (i < 0) return null;
      continue;
    }
    i += length;
  }
  return null;
}

export const isWellFormedJpeg = (bytes: Uint8Array): boolean => readJpegFrame(bytes) !== null;
