import PizZip from 'pizzip';

/*
 * A minimal WordprocessingML package (a .docx is a zip): enough for Word, LibreOffice and mammoth to
 * open, and for docxtemplater to fill. The built-in templates are written as paragraphs in code and
 * packed here, so they need no binary files in the repository and change in review as text.
 */

export interface DocxRun {
  text: string;
  bold?: boolean;
}

export interface DocxParagraph {
  runs: DocxRun[];
  align?: 'left' | 'center' | 'right' | 'both';
  /** Font size in points (11 when left out). */
  size?: number;
  /** Space after the paragraph, in points (6 when left out). */
  after?: number;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function runXml(run: DocxRun, size: number): string {
  const props = `<w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman"/>${run.bold ? '<w:b/>' : ''}<w:sz w:val="${size * 2}"/></w:rPr>`;
  return `<w:r>${props}<w:t xml:space="preserve">${escapeXml(run.text)}</w:t></w:r>`;
}

function paragraphXml(p: DocxParagraph): string {
  const size = p.size ?? 11;
  const props = `<w:pPr><w:spacing w:after="${(p.after ?? 6) * 20}"/>${p.align ? `<w:jc w:val="${p.align}"/>` : ''}</w:pPr>`;
  return `<w:p>${props}${p.runs.map((r) => runXml(r, size)).join('')}</w:p>`;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

/** document.xml of the given body XML, on A4 with 2.5 cm margins. */
export function documentXml(bodyXml: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    bodyXml +
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1418" w:right="1418" w:bottom="1418" w:left="1418" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>' +
    '</w:body></w:document>'
  );
}

/** A .docx of raw body XML (tests use it to write runs as Word splits them). */
export function packDocxXml(bodyXml: string): Buffer {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/document.xml', documentXml(bodyXml));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A .docx of paragraphs. */
export function packDocx(paragraphs: readonly DocxParagraph[]): Buffer {
  return packDocxXml(paragraphs.map(paragraphXml).join(''));
}
