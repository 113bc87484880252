import { samplePdf, sampleXrefStreamPdf } from '../../../test/support/sample-files';
import { isWellFormedPdf, startsLikePdf } from './pdf-structure';

const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

describe('PDF structure', () => {
  it('accepts a one-page PDF with a cross-reference table, and one with a cross-reference stream', () => {
    expect(isWellFormedPdf(samplePdf())).toBe(true);
    expect(isWellFormedPdf(sampleXrefStreamPdf())).toBe(true);
  });

  it('accepts a PDF whose startxref offset is slightly off (readers repair it) and one with bytes after %%EOF', () => {
    const pdf = samplePdf().toString('latin1');
    const shifted = pdf.replace(/startxref\n(\d+)/, (_, n: string) => `startxref\n${Number(n) - 3}`);
    expect(isWellFormedPdf(latin1(shifted))).toBe(true);
    expect(isWellFormedPdf(latin1(`${pdf}\r\n\0\0`))).toBe(true);
  });

  it('refuses a PDF cut short: no %%EOF, no trailer', () => {
    const pdf = samplePdf();
    expect(isWellFormedPdf(pdf.subarray(0, Math.floor(pdf.length / 2)))).toBe(false);
    expect(isWellFormedPdf(pdf.subarray(0, pdf.length - 8))).toBe(false);
  });

  it('refuses a file that only starts like a PDF, or mentions its keywords without the structure', () => {
    expect(isWellFormedPdf(latin1('%PDF-1.7\nhello\n%%EOF\n'))).toBe(false);
    expect(isWellFormedPdf(latin1('%PDF-1.4\n1 0 obj\n<< >>\nendobj\nstartxref\n9\n%%EOF\n'))).toBe(false);
    // A trailer without a catalogue is not a document.
    expect(isWellFormedPdf(latin1(samplePdf().toString('latin1').replace('/Root 1 0 R', '/Info 1 0 R')))).toBe(false);
    expect(isWellFormedPdf(latin1(`  ${samplePdf().toString('latin1')}`))).toBe(false);
  });

  it('refuses %%EOF far from the end (more than 1024 bytes of something else after it)', () => {
    expect(isWellFormedPdf(Buffer.concat([samplePdf(), Buffer.alloc(2000, 0x41)]))).toBe(false);
  });

  it('knows the header: %PDF-1.x or %PDF-2.0 only', () => {
    expect(startsLikePdf(latin1('%PDF-1.4\n'))).toBe(true);
    expect(startsLikePdf(latin1('%PDF-2.0\n'))).toBe(true);
    expect(startsLikePdf(latin1('%PDF-x.y\n'))).toBe(false);
    expect(startsLikePdf(latin1('%PDF'))).toBe(false);
  });

  it('answers quickly for a crafted file full of candidate sections', () => {
    const crafted = latin1(`%PDF-1.4\n1 0 obj\n<<>>\nendobj\n${'xref\n0 1\n/Type /XRef <<'.repeat(60_000)}startxref\n9\n%%EOF\n`);
    const started = Date.now();
    expect(isWellFormedPdf(crafted)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
