import { z } from 'zod';
import { optionField, textField, timeField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { type Page, PageQueryRequest } from '../common/page';
import { optionalRowId, rowId } from '../common/request-fields';

export const SHIFT_TYPES = ['strict', 'sliding', 'custom'] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];

export interface Shift {
  id: number;
  name: string;
  type: ShiftType;
  /** HH:mm in the company's time zone; an end before the start crosses midnight. */
  start: string;
  end: string;
  total_minutes: number;
}

export const LIST_SHIFTS = rpcMessage<Page<Shift>>()('org.shifts.list', PageQueryRequest);

/** A shift, sent whole; total_minutes follows from start and end (an end before the start crosses midnight, equal ends are org's to refuse). */
export const ShiftForm = z.object({
  name: textField().meta({ example: 'Morning' }),
  type: optionField(SHIFT_TYPES),
  start: timeField().meta({ example: '07:00' }),
  end: timeField().meta({ example: '15:00' }),
});
export type ShiftForm = z.input<typeof ShiftForm>;

/** Adds a shift, or changes the one `id` names. */
export const SaveShiftRequest = ShiftForm.extend({ id: optionalRowId() });
export type SaveShiftRequest = z.input<typeof SaveShiftRequest>;

export const SAVE_SHIFT = rpcMessage<Shift>()('org.shifts.save', SaveShiftRequest);

export const DeleteShiftRequest = z.object({ id: rowId() });
export type DeleteShiftRequest = z.input<typeof DeleteShiftRequest>;

export const DELETE_SHIFT = rpcMessage<{ deleted: true }>()('org.shifts.delete', DeleteShiftRequest);
