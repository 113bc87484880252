import type { AbsenceView } from '@presently/contracts';

/** The part of an approved request a document is made of, kept on the document's row. */
export type DocumentSource = Pick<AbsenceView, 'id' | 'user_id' | 'user_name' | 'absence_type_id' | 'start_date' | 'end_date' | 'half_day' | 'requested_days' | 'next_working_day' | 'comment'>;

export function documentSourceOf(request: AbsenceView): DocumentSource {
  const { id, user_id, user_name, absence_type_id, start_date, end_date, half_day, requested_days, next_working_day, comment } = request;
  return { id, user_id, user_name, absence_type_id, start_date, end_date, half_day, requested_days, next_working_day, comment };
}
