import type { GeneratedDocumentView } from '@presently/contracts';
import { numberLabel } from './domain/document-format';
import type { GeneratedDocument } from './entities/generated-document.entity';

/** A document as the screens show it; a number means a first content exists (the table's check keeps the two together). */
export function presentDocument(d: GeneratedDocument): GeneratedDocumentView {
  const lang = d.language ?? 'en';
  return {
    id: d.id,
    absence_request_id: d.absenceRequestId,
    user_id: d.userId,
    employee_name: d.employeeName,
    kind: d.kind,
    language: lang,
    year: d.year,
    number: d.number,
    number_label: d.number === null ? null : numberLabel(d.number, lang),
    issued_on: d.issuedOn,
    status: d.status,
    available: d.number !== null,
    attempts: d.attempts,
    last_error: d.lastError,
    generated_at: d.generatedAt ? d.generatedAt.toISOString() : null,
    voided_at: d.voidedAt ? d.voidedAt.toISOString() : null,
  };
}
