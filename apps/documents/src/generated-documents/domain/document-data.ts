import type { AbsenceView, DocumentKind, Lang, OrgDocumentContext } from '@presently/contracts';
import { daysBetween, formatDays, formatDocumentDate, numberLabel, weekdayName } from './document-format';

/*
 * The values a template is filled with, from what absence announced (the approved request), what org
 * says about the employee and the company, and the days left absence counted. A pure function: the
 * same inputs give the same document.
 */

export interface DocumentDataInput {
  kind: DocumentKind;
  lang: Lang;
  number: number;
  year: number;
  /** The day the document carries: the approval's day in the company's time zone. */
  issuedOn: string;
  request: Pick<AbsenceView, 'start_date' | 'end_date' | 'half_day' | 'requested_days' | 'next_working_day' | 'comment' | 'user_name'>;
  org: OrgDocumentContext;
  daysLeft: number | null;
}

export interface DocumentData {
  document_number: string;
  number: number;
  document_date: string;
  year: number;
  company_name: string;
  company_address: string;
  company_city: string;
  company_tax_number: string;
  general_manager_name: string;
  employee_name: string;
  employee_position: string;
  start_date: string;
  end_date: string;
  return_date: string;
  working_days: string;
  days_left: string;
  comment: string;
  half_day: boolean;
  has_days_left: boolean;
  days: Array<{ date: string; weekday: string }>;
}

/** The name a document prints: "full name in documents", else the full name; blank or spaces count as not given. */
export const nameInDocuments = (inDocuments: string | null | undefined, fullName: string): string => (inDocuments?.trim() ? inDocuments.trim() : fullName.trim());

export function buildDocumentData(input: DocumentDataInput): DocumentData {
  const { lang, request, org } = input;
  const date = (iso: string | null) => (iso ? formatDocumentDate(iso, lang) : '');
  const gm = org.general_manager;
  return {
    document_number: numberLabel(input.number, lang),
    number: input.number,
    document_date: date(input.issuedOn),
    year: Number(request.start_date.slice(0, 4)),
    company_name: org.company.name,
    company_address: org.company.address ?? '',
    company_city: org.company.city ?? '',
    company_tax_number: org.company.tax_number ?? '',
    general_manager_name: gm ? nameInDocuments(gm.full_name_in_documents, gm.full_name) : '',
    employee_name: nameInDocuments(org.employee.full_name_in_documents, org.employee.full_name || request.user_name),
    employee_position: nameInDocuments(org.employee.job_position_in_documents, org.employee.job_position ?? ''),
    start_date: date(request.start_date),
    end_date: date(request.end_date),
    return_date: date(request.next_working_day),
    working_days: formatDays(request.requested_days, lang),
    days_left: input.daysLeft === null ? '' : formatDays(input.daysLeft, lang),
    comment: request.comment,
    half_day: request.half_day,
    has_days_left: input.daysLeft !== null,
    days: daysBetween(request.start_date, request.end_date).map((d) => ({ date: date(d), weekday: weekdayName(d, lang) })),
  };
}
