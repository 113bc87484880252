import { sampleJpeg } from '../../../test/support/sample-files';
import { isWellFormedJpeg, readJpegFrame, startsLikeJpeg } from './jpeg-structure';

/** The sample with one byte of its frame header replaced (offsets inside SOF0 of sampleJpeg). */
const SOF_AT = 2 + 18 + 69; // SOI, APP0, DQT
const withByte = (bytes: Buffer, at: number, value: number): Buffer => {
  const copy = Buffer.from(bytes);
  copy[at] = value;
  return copy;
};

describe('JPEG structure', () => {
  it('reads the frame of a real baseline JPEG, with fill bytes, restarts and stuffing in the scan', () => {
    expect(readJpegFrame(sampleJpeg())).toEqual({ width: 16, height: 16, components: 1 });
    expect(readJpegFrame(sampleJpeg({ width: 33, height: 17 }))).toEqual({ width: 33, height: 17, components: 1 });
    const jpeg = sampleJpeg();
    const eoi = jpeg.length - 2;
    const scanWithMarkers = Buffer.concat([jpeg.subarray(0, eoi), Buffer.from([0xff, 0x00, 0xff, 0xd0, 0x12, 0xff, 0xff, 0xd9])]);
    expect(isWellFormedJpeg(scanWithMarkers)).toBe(true);
  });

  it('accepts bytes after EOI (cameras append data there)', () => {
    expect(isWellFormedJpeg(Buffer.concat([sampleJpeg(), Buffer.from('trailing')]))).toBe(true);
  });

  it('refuses a file that only starts like a JPEG', () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('MZ this is not a picture')]);
    expect(startsLikeJpeg(fake)).toBe(true);
    expect(isWellFormedJpeg(fake)).toBe(false);
  });

  it('refuses a JPEG cut short: no EOI, or a segment longer than the file', () => {
    const jpeg = sampleJpeg();
    expect(isWellFormedJpeg(jpeg.subarray(0, jpeg.length - 2))).toBe(false);
    expect(isWellFormedJpeg(jpeg.subarray(0, 40))).toBe(false);
  });

  it('refuses a frame with a zero width or height, odd precision or component count, and a scan before any frame', () => {
    const jpeg = sampleJpeg();
    expect(jpeg[SOF_AT + 1]).toBe(0xc0);
    expect(isWellFormedJpeg(withByte(withByte(jpeg, SOF_AT + 5, 0), SOF_AT + 6, 0))).toBe(false); // height 0
    expect(isWellFormedJpeg(withByte(withByte(jpeg, SOF_AT + 7, 0), SOF_AT + 8, 0))).toBe(false); // width 0
    expect(isWellFormedJpeg(withByte(withByte(jpeg, SOF_AT + 7, 0xff), SOF_AT + 8, 0xff))).toBe(false); // width 65535
    expect(isWellFormedJpeg(withByte(jpeg, SOF_AT + 4, 7))).toBe(false); // precision 7
    expect(isWellFormedJpeg(withByte(jpeg, SOF_AT + 9, 3))).toBe(false); // 3 components in a 1-component header
    const noFrame = Buffer.concat([jpeg.subarray(0, SOF_AT), jpeg.subarray(SOF_AT + 13)]);
    expect(isWellFormedJpeg(noFrame)).toBe(false);
  });

  it('refuses a JPEG without a scan', () => {
    const jpeg = sampleJpeg();
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    expect(isWellFormedJpeg(Buffer.concat([jpeg.subarray(0, sos), Buffer.from([0xff, 0xd9])]))).toBe(false);
  });
});
