import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { TEMPLATE_OPTIONS } from '../../templates/domain/template-check';
import type { DocumentData } from './document-data';

/** Fills a checked template; a placeholder without a value prints nothing rather than "undefined". */
export function renderDocument(template: Buffer, data: DocumentData): Buffer {
  const doc = new Docxtemplater(new PizZip(template), { ...TEMPLATE_OPTIONS, nullGetter: () => '' });
  doc.render(data);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
