import type { AbsenceChainStep, AbsenceView, VacationBalanceRow } from '@presently/contracts';

/** A chain step held by Tom Lead (id 106), waiting unless told otherwise. */
export function buildStep(overrides: Partial<AbsenceChainStep> = {}): AbsenceChainStep {
  return {
    step: 'team_lead',
    holder_user_id: 106,
    holder_name: 'Tom Lead',
    status: 'waiting',
    acted_by_user_id: null,
    acted_by_name: null,
    acted_at: null,
    reason: null,
    ...overrides,
  };
}

/** Ana Petrova's (id 104) vacation of 15–16 June 2026, pending at her team lead, with `overrides`. */
export function buildAbsence(overrides: Partial<AbsenceView> = {}): AbsenceView {
  return {
    id: 1,
    user_id: 104,
    user_name: 'Ana Petrova',
    team_id: 1,
    department_id: 1,
    absence_type_id: 1,
    start_date: '2026-06-15',
    end_date: '2026-06-16',
    half_day: false,
    personal_day_reason_id: null,
    switch_date: null,
    dates: [],
    requested_days: 2,
    next_working_day: '2026-06-17',
    comment: 'Family trip',
    status: 'pending',
    decline_reason: null,
    chain: [buildStep(), buildStep({ step: 'human_resources', holder_user_id: 103, holder_name: 'Hana Resources', status: 'upcoming' })],
    waiting_for_user_id: 106,
    files: [],
    missing_document: false,
    submitted_by_user_id: 104,
    submitted_at: '2026-06-01T08:30:00Z',
    ...overrides,
  };
}

export function buildBalanceRow(overrides: Partial<VacationBalanceRow> = {}): VacationBalanceRow {
  return {
    id: 3,
    name: 'Annual leave 2026',
    valid_from: '2026-01-01',
    valid_to: '2027-06-30',
    days: 21,
    used_days: 5,
    pending_days: 2,
    unused_days: 14,
    ...overrides,
  };
}
