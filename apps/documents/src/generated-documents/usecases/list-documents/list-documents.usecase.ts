import { Injectable } from '@nestjs/common';
import type { Actor, GeneratedDocumentView, ListDocumentsQuery } from '@presently/contracts';
import { presentDocument } from '../../generated-document.presenter';
import { documentFilterOf, GeneratedDocumentsRepository } from '../../generated-documents.repository';

/** The register of issued documents (HR): newest approval first, filtered; failures show with their error. */
@Injectable()
export class ListDocumentsUseCase {
  constructor(private readonly documents: GeneratedDocumentsRepository) {}

  async execute(actor: Actor, query: ListDocumentsQuery): Promise<{ items: GeneratedDocumentView[]; total: number; page: number; per_page: number }> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    const [rows, total] = await this.documents.list(actor.companyId, documentFilterOf(query), page, perPage);
    return { items: rows.map(presentDocument), total, page, per_page: perPage };
  }
}
