import {
  DEFAULT_PRESENCE_COLOR,
  kindForPresenceType,
  PRESENCE_KINDS,
  PRESENCE_TYPES,
  type CurrentPresence,
  type PresenceAction,
  type PresenceKind,
  type PresenceTypeDef,
} from '@presently/contracts';

export { DEFAULT_PRESENCE_COLOR, PRESENCE_KINDS, type PresenceKind };

/** The start and end call of each kind (spec section 7). */
export const KIND_ACTIONS: Readonly<Record<PresenceKind, { start: PresenceAction; end: PresenceAction }>> = {
  work: { start: 'start-clock-in', end: 'end-clock-in' },
  break: { start: 'start-break', end: 'end-break' },
  private_exit: { start: 'start-private-exit', end: 'end-private-exit' },
  field_work: { start: 'start-field-work', end: 'end-field-work' },
};

/** The catalogue type that gives each kind its colour: 1 Work, 2 Paid Break, 3 Private exit, 5 Field work. */
export const KIND_TYPE_ID: Readonly<Record<PresenceKind, number>> = { work: 1, break: 2, private_exit: 3, field_work: 5 };

const TYPES_BY_ID = new Map<number, PresenceTypeDef>(PRESENCE_TYPES.map((type) => [type.id, type]));

export const presenceTypeOf = (id: number | null | undefined): PresenceTypeDef | undefined =>
  id === null || id === undefined ? undefined : TYPES_BY_ID.get(id);

/** A catalogue type's colour, or the default presence colour for an unknown type. */
export const typeColor = (id: number | null | undefined): string => presenceTypeOf(id)?.color ?? DEFAULT_PRESENCE_COLOR;

/** The indicator's colour: the kind's catalogue colour, #5f6281 when nothing is on. */
export const kindColor = (kind: PresenceKind | null): string => (kind ? typeColor(KIND_TYPE_ID[kind]) : DEFAULT_PRESENCE_COLOR);

/**
 * Pressing a kind (spec section 4): an inactive kind calls its start action, the active one its end
 * action.
 */
export function actionFor(pressed: PresenceKind, current: PresenceKind | null): PresenceAction {
  return current === pressed ? KIND_ACTIONS[pressed].end : KIND_ACTIONS[pressed].start;
}

/**
 * The kind that is on, from the current presence (the open record first, empty when off): the kind
 * of its presence_type_id. Types 7, 8, 14 and 17 count as Work; 10–13, 15, 16, 18 and 19 light
 * no kind (spec section 4).
 */
export function kindOfCurrent(current: CurrentPresence | null | undefined): PresenceKind | null {
  const open = current?.find((record) => record.end === null);
  return open ? kindForPresenceType(open.presence_type_id) : null;
}

/** Presence types a record can carry (the filters of the history lists). */
export const RECORD_TYPE_IDS: readonly number[] = [1, 2, 3, 5, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
