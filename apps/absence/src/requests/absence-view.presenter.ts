import type { AbsenceDetails, AbsenceView } from '@presently/contracts';
import type { RequestBundle } from './absence-requests.repository';
import type { AbsenceRequestAudit } from './entities/absence-request-audit.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A request as every screen and event shows it. */
export function toAbsenceView({ request: r, steps, files }: RequestBundle): AbsenceView {
  return {
    id: r.id,
    user_id: r.userId,
    user_name: r.userName,
    team_id: r.teamId,
    department_id: r.departmentId,
    absence_type_id: r.absenceTypeId,
    start_date: r.startDate,
    end_date: r.endDate,
    half_day: r.halfDay,
    personal_day_reason_id: r.personalDayReasonId,
    switch_date: r.switchDate,
    dates: [...(r.dates ?? [])].sort(),
    requested_days: r.requestedDays,
    next_working_day: r.nextWorkingDay,
    comment: r.comment ?? '',
    status: r.status,
    decline_reason: r.declineReason,
    chain: steps.map((s) => ({
      step: s.step,
      holder_user_id: s.holderUserId,
      holder_name: s.holderName,
      status: s.status,
      acted_by_user_id: s.actedByUserId,
      acted_by_name: s.actedByName,
      acted_at: iso(s.actedAt),
      reason: s.reason,
    })),
    waiting_for_user_id: r.status === 'pending' || r.status === 'cancellation_pending' ? r.currentApproverUserId : null,
    files: files.map((f) => ({ id: f.fileId, name: f.name, mime: f.mime, size: f.size, uploaded_at: f.uploadedAt.toISOString() })),
    missing_document: r.missingDocument,
    submitted_by_user_id: r.submittedByUserId ?? r.userId,
    submitted_at: r.createdAt.toISOString(),
  };
}

export function toAbsenceDetails(bundle: RequestBundle, audit: AbsenceRequestAudit[]): AbsenceDetails {
  return {
    ...toAbsenceView(bundle),
    audit: audit.map((a) => ({ at: a.at.toISOString(), actor_user_id: a.actorUserId, actor_name: a.actorName, action: a.action, detail: a.detail })),
  };
}
