import { type AbsenceAuditEntry, type AuditStep, parseAuditDetail } from '@presently/contracts';
import type { TFunction } from 'i18next';

/**
 * An audit entry's detail in the reader's language: the absence service writes the approval step as
 * its key, whom a substitute acted for, and a request approved without a step (the shape is
 * contracts' audit-details.ts); a decline's reason and any other detail are shown as written.
 */
export function auditDetailText(entry: Pick<AbsenceAuditEntry, 'action' | 'detail'>, t: TFunction<'absences'>): string | null {
  if (!entry.detail) return null;
  const step = ({ step: key, forHolder }: AuditStep) => (forHolder ? t('audit.onBehalf', { step: t(`steps.${key}`), name: forHolder }) : t(`steps.${key}`));
  const parsed = parseAuditDetail(entry.action, entry.detail);
  switch (parsed.kind) {
    case 'noStep':
      return t('chain.none');
    case 'step':
      return step(parsed.step);
    case 'reason':
      return parsed.step ? `${parsed.reason} (${step(parsed.step)})` : parsed.reason;
    case 'text':
      return parsed.text;
  }
}
