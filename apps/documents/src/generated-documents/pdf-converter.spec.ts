import { DOCUMENT_ERRORS } from '@presently/contracts';
import { findSoffice, PdfConverter } from './pdf-converter';

describe('PDF conversion without LibreOffice', () => {
  const saved = process.env.SOFFICE_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOFFICE_PATH;
    else process.env.SOFFICE_PATH = saved;
  });

  it('finds no soffice on an empty PATH or at a SOFFICE_PATH that does not exist', () => {
    expect(findSoffice({ PATH: '' })).toBeNull();
    expect(findSoffice({ PATH: '/usr/bin', SOFFICE_PATH: '/nowhere/soffice' })).toBeNull();
  });

  it('answers 501 pdf_conversion_unavailable instead of failing', async () => {
    process.env.SOFFICE_PATH = '/nowhere/soffice';
    const converter = new PdfConverter();
    expect(converter.available).toBe(false);
    await expect(converter.toPdf(Buffer.from('PK'))).rejects.toMatchObject({ key: DOCUMENT_ERRORS.pdfUnavailable, status: 501 });
  });
});
