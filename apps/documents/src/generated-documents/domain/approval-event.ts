import { type AbsenceRequestEvent, type AbsenceView, DOCUMENT_KIND_OF_ABSENCE_TYPE, type DocumentKind } from '@presently/contracts';
import { documentSourceOf, type DocumentSource } from './document-source';

export interface ApprovedAbsence {
  companyId: number;
  source: DocumentSource;
  kind: DocumentKind;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * What documents needs from absence.request.approved: the request of a type with a document, as
 * approved. 'none' for a type without one; 'invalid' for a payload that cannot make a document (no
 * retry can fix it). The event's recipients carry no language of the employee's own (absence knows
 * only the company's): the language is asked of auth when the document is generated.
 */
export function parseApprovedAbsence(payload: Partial<AbsenceRequestEvent> | null | undefined): ApprovedAbsence | 'none' | 'invalid' {
  const request = payload?.request as Partial<AbsenceView> | undefined;
  if (!payload || !isId(payload.company_id) || !request || typeof request !== 'object') return 'invalid';
  if (!isId(request.id) || !isId(request.user_id) || !isId(request.absence_type_id)) return 'invalid';
  const kind = DOCUMENT_KIND_OF_ABSENCE_TYPE[request.absence_type_id];
  if (!kind) return 'none';
  if (request.status !== 'approved' || !isDate(request.start_date) || !isDate(request.end_date) || typeof request.requested_days !== 'number') return 'invalid';
  const view = request as AbsenceView;
  return {
    companyId: payload.company_id,
    kind,
    source: documentSourceOf({ ...view, user_name: typeof view.user_name === 'string' ? view.user_name : '', half_day: view.half_day === true, comment: typeof view.comment === 'string' ? view.comment : '', next_working_day: isDate(view.next_working_day) ? view.next_working_day : null }),
  };
}

/** An absence whose cancellation is final: its document, if any, becomes void. */
export interface CancelledAbsence {
  companyId: number;
  absenceRequestId: number;
}

/**
 * What documents needs from absence.request.cancelled: which absence was cancelled for good. The same
 * event also tells that a cancellation waits for the last approver (status `cancellation_pending`):
 * the document stays valid then, since the approver may refuse it ('ignore').
 */
export function parseCancelledAbsence(payload: Partial<AbsenceRequestEvent> | null | undefined): CancelledAbsence | 'ignore' | 'invalid' {
  const request = payload?.request as Partial<AbsenceView> | undefined;
  if (!payload || !isId(payload.company_id) || !request || typeof request !== 'object' || !isId(request.id)) return 'invalid';
  if (request.status !== 'cancelled') return 'ignore';
  return { companyId: payload.company_id, absenceRequestId: request.id };
}
