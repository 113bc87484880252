import { z } from 'zod';
import { requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';
import type { Lang } from '../envelopes';

/*
 * What documents asks org, absence and auth before it fills a template (service to service, no actor
 * needed: the company is in the payload). The files live with documents' messages because documents
 * is their only caller; org, absence and auth answer them from their own schemas.
 */

export const OrgDocumentContextRequest = z.object({ company_id: requiredId(), user_id: requiredId() });
export type OrgDocumentContextRequest = z.infer<typeof OrgDocumentContextRequest>;

export interface OrgDocumentContext {
  employee: {
    full_name: string;
    /** "Full name in documents" of the user form (null: not filled in; documents fall back to the full name). */
    full_name_in_documents: string | null;
    job_position: string | null;
    job_position_in_documents: string | null;
  };
  company: {
    name: string;
    address: string | null;
    city: string | null;
    tax_number: string | null;
    language: Lang;
    timezone: string;
  };
  /** The company's general manager (signs the decision), null when none is set. */
  general_manager: { full_name: string; full_name_in_documents: string | null } | null;
}

/** Null when the user is not of the company. */
export const GET_ORG_DOCUMENT_CONTEXT = rpcMessage<OrgDocumentContext | null>()('org.document-context.get', OrgDocumentContextRequest);

export const AbsenceDocumentContextRequest = z.object({ company_id: requiredId(), absence_request_id: requiredId() });
export type AbsenceDocumentContextRequest = z.infer<typeof AbsenceDocumentContextRequest>;

export interface AbsenceDocumentContext {
  user_id: number;
  absence_type_id: number;
  /** Vacation days the employee has left after this request (unused days of the rules still valid at its start); null for other types. */
  days_left: number | null;
}

/** Null when the request is not of the company. */
export const GET_ABSENCE_DOCUMENT_CONTEXT = rpcMessage<AbsenceDocumentContext | null>()('absence.document-context.get', AbsenceDocumentContextRequest);

/**
 * The employee's own language, which auth keeps with the account (the language they chose in the
 * product): a document is written in it. Null when the user has no account of the company; documents
 * then writes in the company's language.
 */
export const AuthDocumentContextRequest = z.object({ company_id: requiredId(), user_id: requiredId() });
export type AuthDocumentContextRequest = z.infer<typeof AuthDocumentContextRequest>;

export interface AuthDocumentContext {
  language: Lang;
}

export const GET_AUTH_DOCUMENT_CONTEXT = rpcMessage<AuthDocumentContext | null>()('auth.document-context.get', AuthDocumentContextRequest);
