import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { GET_ABSENCE_DOCUMENT_CONTEXT, GET_AUTH_DOCUMENT_CONTEXT, GET_ORG_DOCUMENT_CONTEXT, type MessageMeta } from '@presently/contracts';
import { DomainError } from '@presently/domain';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';
import { builtInTemplate } from '../../../templates/domain/built-in-templates';
import { TemplatesRepository } from '../../../templates/templates.repository';
import { buildDocumentData } from '../../domain/document-data';
import { documentLanguage } from '../../domain/document-language';
import { renderDocument } from '../../domain/render-document';
import type { GeneratedDocument } from '../../entities/generated-document.entity';
import { GeneratedDocumentsRepository } from '../../generated-documents.repository';

export const GENERATION_ERRORS = {
  employeeNotFound: 'document_employee_not_found',
  renderFailed: 'template_render_failed',
} as const;

/**
 * Fills the template of one queued document. What the template needs comes by RPC — the employee's
 * names and position in documents, the company and its general manager from org, the days left from
 * absence, the employee's own language from auth (the first time only: a regeneration keeps the
 * document's language) — asked before the transaction opens. The transaction then takes the
 * document's number (the first time only: a regeneration keeps it), renders and stores it, so a
 * number is used exactly when a document holding it is committed: no gaps, whatever fails. A document
 * voided meanwhile (its absence cancelled) is left as it is and takes no number.
 */
@Injectable()
export class GenerateDocumentUseCase {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly documents: GeneratedDocumentsRepository,
    private readonly templates: TemplatesRepository,
  ) {}

  async execute(job: GeneratedDocument): Promise<void> {
    const meta: MessageMeta = { requestId: randomUUID(), actor: null };
    const who = { company_id: job.companyId, user_id: job.userId };
    const [org, absence, account] = await Promise.all([
      this.rpc.call(GET_ORG_DOCUMENT_CONTEXT, who, meta),
      job.kind === 'annual_leave' ? this.rpc.call(GET_ABSENCE_DOCUMENT_CONTEXT, { company_id: job.companyId, absence_request_id: job.absenceRequestId }, meta) : null,
      job.language === null ? this.rpc.call(GET_AUTH_DOCUMENT_CONTEXT, who, meta) : null,
    ]);
    if (!org) throw new DomainError(GENERATION_ERRORS.employeeNotFound, 404);

    const language = job.language ?? documentLanguage(account, org.company.language);
    const own = await this.templates.findForSlot(job.companyId, job.kind, language);
    const template = own ? own.content : builtInTemplate(job.kind, language).content;
    const approvedOn = DateTime.fromJSDate(job.approvedAt).setZone(org.company.timezone).toISODate() ?? job.approvedAt.toISOString().slice(0, 10);

    await this.documents.transaction(async (em) => {
      const row = await this.documents.lock(em, job.companyId, job.id);
      if (!row || row.status === 'void') return;
      const issuedOn = row.issuedOn ?? approvedOn;
      const year = row.year ?? Number(issuedOn.slice(0, 4));
      const number = row.number ?? (await this.documents.nextNumber(em, job.companyId, year));
      const lang = row.language ?? language;
      let content: Buffer;
      try {
        content = renderDocument(template, buildDocumentData({ kind: row.kind, lang, number, year, issuedOn, request: row.source, org, daysLeft: absence?.days_left ?? null }));
      } catch {
        throw new DomainError(GENERATION_ERRORS.renderFailed, 422);
      }
      await this.documents.storeGenerated(em, job.companyId, job.id, { number, year, issuedOn, language: lang, content });
    });
  }
}
