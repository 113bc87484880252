import { FILE_ERRORS } from '@presently/contracts';
import { base64, sampleExecutable, sampleJpeg, samplePdf, samplePng, sampleXrefStreamPdf } from '../../../test/support/sample-files';
import { checkFileContent } from './file-content';

const check = (content: string | null | undefined) => checkFileContent('absence_attachment', content);
const refusal = (content: string | null | undefined) => {
  const result = check(content);
  return result.ok ? 'accepted' : result.error;
};

describe('stored file content', () => {
  it('accepts real PDFs and JPEGs and tells their type from the content', () => {
    const pdf = samplePdf();
    expect(check(base64(pdf))).toEqual({ ok: true, mime: 'application/pdf', bytes: pdf });
    expect(check(base64(sampleXrefStreamPdf()))).toMatchObject({ ok: true, mime: 'application/pdf' });
    expect(check(base64(sampleJpeg()))).toMatchObject({ ok: true, mime: 'image/jpeg' });
    // base64 with line breaks (what some clients send) and URL-safe base64 both decode.
    expect(check(base64(pdf).replace(/(.{76})/g, '$1\n'))).toMatchObject({ ok: true, mime: 'application/pdf' });
    expect(check(pdf.toString('base64url'))).toMatchObject({ ok: true, mime: 'application/pdf' });
  });

  it('needs a content', () => {
    expect(refusal(undefined)).toBe(FILE_ERRORS.required);
    expect(refusal(null)).toBe(FILE_ERRORS.required);
    expect(refusal('')).toBe(FILE_ERRORS.required);
    expect(refusal('  \n')).toBe(FILE_ERRORS.required);
  });

  it('refuses anything but a well-formed PDF or JPEG with the format key', () => {
    expect(refusal(base64(sampleExecutable()))).toBe(FILE_ERRORS.format);
    expect(refusal(base64(samplePng()))).toBe(FILE_ERRORS.format);
    const pdf = samplePdf();
    expect(refusal(base64(pdf.subarray(0, pdf.length - 40)))).toBe(FILE_ERRORS.format);
    const jpeg = sampleJpeg();
    expect(refusal(base64(jpeg.subarray(0, jpeg.length - 2)))).toBe(FILE_ERRORS.format);
    expect(refusal(base64(Buffer.from('%PDF-1.4 but really a text file')))).toBe(FILE_ERRORS.format);
    expect(refusal(base64(Buffer.from('hello')))).toBe(FILE_ERRORS.format);
  });

  it('refuses malformed base64 with the format key', () => {
    expect(refusal('not base64 at all!')).toBe(FILE_ERRORS.format);
    expect(refusal('QUJD$RA==')).toBe(FILE_ERRORS.format);
    expect(refusal('QUJDR')).toBe(FILE_ERRORS.format);
  });

  it('takes a PDF of exactly 1 MB and a JPEG of exactly 10 MB, and refuses a byte more with the type’s key', () => {
    const pdfAtLimit = samplePdf({ padTo: 1_048_576 });
    const adjust = 1_048_576 - pdfAtLimit.length;
    const exactPdf = samplePdf({ padTo: 1_048_576 + adjust });
    expect(exactPdf.length).toBe(1_048_576);
    expect(check(base64(exactPdf))).toMatchObject({ ok: true, mime: 'application/pdf' });
    expect(refusal(base64(samplePdf({ padTo: 1_048_576 + adjust + 1 })))).toBe(FILE_ERRORS.pdfTooLarge);
    expect(refusal(base64(samplePdf({ padTo: 2 * 1_048_576 })))).toBe(FILE_ERRORS.pdfTooLarge);

    const jpegAtLimit = sampleJpeg({ padTo: 10_485_760 - 200 });
    const exactJpeg = Buffer.concat([jpegAtLimit, Buffer.alloc(10_485_760 - jpegAtLimit.length, 0)]);
    expect(exactJpeg.length).toBe(10_485_760);
    expect(check(base64(exactJpeg))).toMatchObject({ ok: true, mime: 'image/jpeg' });
    expect(refusal(base64(Buffer.concat([exactJpeg, Buffer.from([0])])))).toBe(FILE_ERRORS.jpgTooLarge);
  });

  it('names the size of a far too large upload from its first bytes, without decoding it', () => {
    expect(refusal(base64(sampleJpeg({ padTo: 12_000_000 })))).toBe(FILE_ERRORS.jpgTooLarge);
    expect(refusal(base64(samplePdf({ padTo: 12_000_000 })))).toBe(FILE_ERRORS.pdfTooLarge);
    expect(refusal(base64(Buffer.alloc(12_000_000, 0x7f)))).toBe(FILE_ERRORS.format);
  });
});
