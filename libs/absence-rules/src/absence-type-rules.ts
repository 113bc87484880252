/** Absence type ids (spec section 3). */
export const ABSENCE_TYPE = {
  vacation: 1,
  personalDays: 2,
  sickLeave: 3,
  businessTrip: 4,
  workFromHome: 5,
  extraDays: 6,
  switchedDay: 7,
  paidParentalLeave: 8,
  unpaidParentalLeave: 9,
  unpaidLeave: 10,
  restDay: 11,
} as const;

/** What differs between types; every other rule is common to all. */
export interface AbsenceTypeRule {
  id: number;
  halfDays: boolean;
  /** An attachment is required from this many requested days (null: never). */
  attachmentFromDays: number | null;
  /** Minimum notice in working days; null: the company's "minimum days before a vacation request". */
  noticeWorkingDays: number | null;
  needsReason: boolean;
  /** Draws on the user's vacation days (the balance is checked when such a request is made). */
  consumesVacation: boolean;
  /** A user whose presence logging management disabled cannot ask for it (it is logged work). */
  refusedWhenLoggingDisabled: boolean;
}

const common = { halfDays: false, attachmentFromDays: null, noticeWorkingDays: 0, needsReason: false, consumesVacation: false, refusedWhenLoggingDisabled: false };

export const ABSENCE_TYPE_RULES: readonly AbsenceTypeRule[] = [
  { ...common, id: 1, halfDays: true, noticeWorkingDays: null, consumesVacation: true },
  { ...common, id: 2, needsReason: true },
  { ...common, id: 3, attachmentFromDays: 1 },
  { ...common, id: 4 },
  { ...common, id: 5, refusedWhenLoggingDisabled: true },
  { ...common, id: 6, refusedWhenLoggingDisabled: true },
  { ...common, id: 7 },
  { ...common, id: 8 },
  { ...common, id: 9 },
  { ...common, id: 10 },
  { ...common, id: 11 },
];

export function typeRule(typeId: number): AbsenceTypeRule {
  return ABSENCE_TYPE_RULES.find((t) => t.id === typeId) ?? { ...common, id: typeId };
}

/** A request of the type with this many days is listed as "missing document" until a file is added. */
export function needsDocument(typeId: number, requestedDays: number, fileCount: number): boolean {
  const from = typeRule(typeId).attachmentFromDays;
  return from !== null && requestedDays >= from && fileCount === 0;
}

/**
 * Yearly allowance of each personal-day reason (1–11, spec section 3) in working days, by the
 * company's country. docs/absences.md says where each number comes from; a company outside MK and
 * BG gets the North Macedonian table.
 */
export const PERSONAL_DAY_ALLOWANCES: Record<'MK' | 'BG', Record<number, number>> = {
  MK: { 1: 3, 2: 1, 3: 2, 4: 5, 5: 3, 6: 2, 7: 1, 8: 2, 9: 3, 10: 3, 11: 1 },
  BG: { 1: 2, 2: 1, 3: 2, 4: 2, 5: 2, 6: 2, 7: 1, 8: 2, 9: 1, 10: 1, 11: 1 },
};

export function personalDayAllowances(country: string | null): Record<number, number> {
  return country?.toUpperCase() === 'BG' ? PERSONAL_DAY_ALLOWANCES.BG : PERSONAL_DAY_ALLOWANCES.MK;
}

/** A company's own allowance for one reason (working days a year). */
export interface AllowanceOverride {
  reasonId: number;
  days: number;
}

/** The labour code's defaults of the company's country with the company's own allowances laid over them. */
export function companyAllowances(country: string | null, overrides: readonly AllowanceOverride[]): Record<number, number> {
  const allowances = { ...personalDayAllowances(country) };
  for (const o of overrides) allowances[o.reasonId] = o.days;
  return allowances;
}
