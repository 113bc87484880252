/** Absence types by id (spec section 3). */
export const ABSENCE_TYPES = [
  { id: 1, key: 'vacation', name: 'Vacation' },
  { id: 2, key: 'personal_days', name: 'Personal days' },
  { id: 3, key: 'sick_leave', name: 'Sick leave' },
  { id: 4, key: 'business_trip', name: 'Business trip' },
  { id: 5, key: 'work_from_home', name: 'Work from home' },
  { id: 6, key: 'extra_days', name: 'Extra days' },
  { id: 7, key: 'switched_day', name: 'Switched day' },
  { id: 8, key: 'paid_parental_leave', name: 'Paid parental leave' },
  { id: 9, key: 'unpaid_parental_leave', name: 'Unpaid parental leave' },
  { id: 10, key: 'unpaid_leave', name: 'Unpaid leave' },
  { id: 11, key: 'rest_day', name: 'Rest day' },
] as const;

export type AbsenceTypeId = (typeof ABSENCE_TYPES)[number]['id'];

/**
 * A colour per absence type, for charts and calendars (the spec gives none). Vacation takes the
 * presence catalogue's Absence grey's place as the most common type, so it gets a clear colour; Rest
 * day is the presence catalogue's Rest Day colour (type 23), so the two catalogues agree where they meet.
 */
export const ABSENCE_TYPE_COLORS: Readonly<Record<AbsenceTypeId, string>> = {
  1: '#0abb87',
  2: '#5578eb',
  3: '#fd397a',
  4: '#ffb822',
  5: '#2786fb',
  6: '#8e44ad',
  7: '#17a2b8',
  8: '#f06292',
  9: '#ba68c8',
  10: '#795548',
  11: '#90a4ae',
};

/** Personal-day reasons 1–11 (spec section 3). */
export const PERSONAL_DAY_REASONS = [
  { id: 1, key: 'marriage' },
  { id: 2, key: 'marriage_of_child' },
  { id: 3, key: 'birth_or_adoption' },
  { id: 4, key: 'death_of_spouse_or_child' },
  { id: 5, key: 'death_of_parent_or_sibling' },
  { id: 6, key: 'death_of_spouse_parent' },
  { id: 7, key: 'death_of_grandparent' },
  { id: 8, key: 'exams_for_employer' },
  { id: 9, key: 'natural_disaster' },
  { id: 10, key: 'moving_to_another_place' },
  { id: 11, key: 'moving_within_same_place' },
] as const;

export const ABSENCE_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];
