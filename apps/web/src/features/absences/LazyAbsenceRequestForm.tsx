import { Suspense } from 'react';
import { lazyPart } from '../../shared/lazyChunk';
import { PartLoading } from '../../shared/ui/PartLoading';
import type { AbsenceRequestFormProps } from './AbsenceRequestForm';

/** The form's own chunk (its upload, date pickers, number input: ~60 KB gzip), fetched when it is first shown. */
const AbsenceRequestFormPart = lazyPart(() => import('./AbsenceRequestForm').then((m) => m.AbsenceRequestForm), ['absences']);

/**
 * The absence request form for a page that opens it from a selection (/my-calendar: selecting days),
 * not in the page's first load (issue 14); a skeleton stands in the dialog while it arrives.
 */
export function LazyAbsenceRequestForm(props: AbsenceRequestFormProps) {
  return (
    <Suspense fallback={<PartLoading rows={6} testId="absence-form-loading" />}>
      <AbsenceRequestFormPart {...props} />
    </Suspense>
  );
}
