import { Injectable } from '@nestjs/common';
import { type Actor, DOCUMENT_REGISTER_MAX_ROWS, type DocumentRegisterFile, type ExportDocumentsQuery } from '@presently/contracts';
import { presentDocument } from '../../generated-document.presenter';
import { documentFilterOf, GeneratedDocumentsRepository } from '../../generated-documents.repository';
import { registerCsv } from '../../register/register-csv';
import { registerXlsx } from '../../register/register-xlsx';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The register as a file (HR), filtered as the screen filters it and in its order, up to
 * DOCUMENT_REGISTER_MAX_ROWS rows read in one query: CSV with codes for other programs, or a
 * spreadsheet in the actor's language.
 */
@Injectable()
export class ExportDocumentsUseCase {
  constructor(private readonly documents: GeneratedDocumentsRepository) {}

  async execute(actor: Actor, query: ExportDocumentsQuery): Promise<DocumentRegisterFile> {
    const rows = (await this.documents.listFirst(actor.companyId, documentFilterOf(query), DOCUMENT_REGISTER_MAX_ROWS)).map(presentDocument);
    if (query.format === 'xlsx') return { name: 'documents.xlsx', mime: XLSX_MIME, content_base64: (await registerXlsx(rows, actor.lang)).toString('base64') };
    return { name: 'documents.csv', mime: 'text/csv; charset=utf-8', content_base64: Buffer.from(registerCsv(rows), 'utf8').toString('base64') };
  }
}
