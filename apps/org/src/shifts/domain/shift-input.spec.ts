import { parseShiftInput, shiftMinutes } from './shift-input';

describe('shifts', () => {
  it('measure their length, across midnight when they end before they start', () => {
    expect(shiftMinutes('08:00', '16:00')).toBe(480);
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
    expect(shiftMinutes('14:30', '23:15')).toBe(525);
    expect(shiftMinutes('18:00', '00:00')).toBe(360);
  });

  it('take a name, a type and two times', () => {
    expect(parseShiftInput({ name: ' Night ', type: 'strict', start: '22:00', end: '06:00' })).toEqual({
      ok: true,
      value: { id: null, name: 'Night', type: 'strict', start: '22:00', end: '06:00' },
    });
    expect(parseShiftInput({ id: 4, name: 'Day', type: 'sliding', start: '08:00', end: '16:00' })).toMatchObject({ ok: true, value: { id: 4 } });
  });

  it('refuse unknown types, malformed times, and an end equal to the start', () => {
    expect(parseShiftInput({ name: 'X', type: 'rotating', start: '8:00', end: '24:00' })).toEqual({
      ok: false,
      errors: { type: ['invalid_option'], start: ['time_invalid'], end: ['time_invalid'] },
    });
    expect(parseShiftInput({ name: 'X', type: 'custom', start: '09:00', end: '09:00' })).toEqual({ ok: false, errors: { end: ['start_equals_end'] } });
  });
});
