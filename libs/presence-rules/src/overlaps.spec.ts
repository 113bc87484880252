import { planOverlaps } from './overlaps';
import { at, rec } from './spec-helpers';

const d = (hm: string) => at(`2026-03-02 ${hm}`);
const r = (id: number, kind: Parameters<typeof rec>[0], start: string, end: string | null) =>
  rec(kind, `2026-03-02 ${start}`, end === null ? null : `2026-03-02 ${end}`, id);

describe('planOverlaps (incoming wins)', () => {
  it('changes nothing when nothing overlaps or touches', () => {
    const plan = planOverlaps([r(1, 'work', '08:00', '12:00'), r(2, 'break', '13:00', '13:30')], r(9, 'work', '12:10', '12:50'));
    expect(plan).toEqual({ update: [], remove: [], insert: [] });
  });

  it('removes a record fully covered by incoming', () => {
    const plan = planOverlaps([r(1, 'break', '10:00', '10:15'), r(2, 'private_exit', '10:15', '10:30')], r(9, 'field_work', '09:55', '10:30'));
    expect(plan).toEqual({ update: [], remove: [1, 2], insert: [] });
  });

  it('trims a record overlapped at its end', () => {
    const plan = planOverlaps([r(1, 'work', '08:00', '12:00')], r(9, 'break', '11:30', '12:30'));
    expect(plan).toEqual({ update: [{ id: 1, start: d('08:00'), end: d('11:30') }], remove: [], insert: [] });
  });

  it('trims a record overlapped at its start', () => {
    const plan = planOverlaps([r(1, 'work', '12:00', '17:00')], r(9, 'break', '11:30', '12:30'));
    expect(plan).toEqual({ update: [{ id: 1, start: d('12:30'), end: d('17:00') }], remove: [], insert: [] });
  });

  it('trims at both ends at once', () => {
    const plan = planOverlaps([r(1, 'work', '08:00', '12:00'), r(2, 'work', '12:30', '17:00')], r(9, 'field_work', '11:00', '13:00'));
    expect(plan.update).toEqual([
      { id: 1, start: d('08:00'), end: d('11:00') },
      { id: 2, start: d('13:00'), end: d('17:00') },
    ]);
    expect(plan.remove).toEqual([]);
    expect(plan.insert).toEqual([]);
  });

  it('splits a record that holds incoming strictly inside', () => {
    const plan = planOverlaps([r(1, 'work', '08:00', '17:00')], r(9, 'break', '12:00', '12:30'));
    expect(plan).toEqual({
      update: [{ id: 1, start: d('08:00'), end: d('12:00') }],
      remove: [],
      insert: [{ kind: 'work', start: d('12:30'), end: d('17:00'), splitFrom: 1 }],
    });
  });

  it('merges incoming into an earlier touching record of the same kind', () => {
    const plan = planOverlaps([r(1, 'work', '08:00', '12:00'), r(2, 'break', '12:00', '12:30')], r(9, 'work', '11:00', '14:00'));
    // break 12:00–12:30 is covered; work 08:00–11:00 (trimmed) touches incoming → extended to 14:00, incoming removed
    expect(plan.update).toEqual([{ id: 1, start: d('08:00'), end: d('14:00') }]);
    expect(plan.remove).toEqual([2, 9]);
    expect(plan.insert).toEqual([]);
  });

  it('merges a later touching record of the same kind into incoming', () => {
    const plan = planOverlaps([r(1, 'work', '13:00', '17:00')], r(9, 'work', '12:00', '13:00'));
    expect(plan).toEqual({ update: [{ id: 9, start: d('12:00'), end: d('17:00') }], remove: [1], insert: [] });
  });

  it('same kind strictly inside the same kind changes nothing but dropping incoming', () => {
    const plan = planOverlaps([r(1, 'work', '08:00', '17:00')], r(9, 'work', '10:00', '11:00'));
    expect(plan).toEqual({ update: [], remove: [9], insert: [] });
  });

  it('does not merge touching records of different kinds', () => {
    const plan = planOverlaps([r(1, 'work', '08:00', '12:00'), r(2, 'work', '12:30', '17:00')], r(9, 'break', '12:00', '12:30'));
    expect(plan).toEqual({ update: [], remove: [], insert: [] });
  });

  it('an edited record (same id as an existing one) is compared with the others only', () => {
    const existing = [r(1, 'work', '08:00', '12:00'), r(2, 'break', '12:00', '12:30'), r(3, 'work', '12:30', '17:00')];
    // the manager moves the break to 12:00–13:00
    const plan = planOverlaps(existing, r(2, 'break', '12:00', '13:00'));
    expect(plan).toEqual({ update: [{ id: 3, start: d('13:00'), end: d('17:00') }], remove: [], insert: [] });
  });

  describe('open records', () => {
    it('a new open record closes the open one that started before it (clocking)', () => {
      const plan = planOverlaps([r(1, 'work', '08:00', null)], r(0, 'break', '12:00', null));
      expect(plan).toEqual({ update: [{ id: 1, start: d('08:00'), end: d('12:00') }], remove: [], insert: [] });
    });

    it('a closed incoming inside an open record splits it; the tail stays open', () => {
      const plan = planOverlaps([r(1, 'work', '08:00', null)], r(9, 'break', '10:00', '10:30'));
      expect(plan).toEqual({
        update: [{ id: 1, start: d('08:00'), end: d('10:00') }],
        remove: [],
        insert: [{ kind: 'work', start: d('10:30'), end: null, splitFrom: 1 }],
      });
    });

    it('a closed incoming over the start of an open record moves its start (and merges when the same kind)', () => {
      const other = planOverlaps([r(1, 'work', '08:00', null)], r(9, 'field_work', '07:00', '09:00'));
      expect(other).toEqual({ update: [{ id: 1, start: d('09:00'), end: null }], remove: [], insert: [] });
      const same = planOverlaps([r(1, 'work', '08:00', null)], r(9, 'work', '07:00', '09:00'));
      expect(same).toEqual({ update: [{ id: 9, start: d('07:00'), end: null }], remove: [1], insert: [] });
    });

    it('a late clock-in scan yields to later records: closed at the next start', () => {
      // the device was offline: the 08:00 scan arrives after the user clocked in on the web at 08:30 and took a break
      const existing = [r(1, 'work', '08:30', '12:00'), r(2, 'break', '12:00', null)];
      const plan = planOverlaps(existing, r(0, 'work', '08:00', null));
      // incoming becomes 08:00–08:30, touches work 08:30–12:00 → extended to 12:00, that record removed
      expect(plan).toEqual({ update: [{ id: 0, start: d('08:00'), end: d('12:00') }], remove: [1], insert: [] });
    });

    it('a late clock-in scan before a different kind is closed at its start and kept', () => {
      const plan = planOverlaps([r(1, 'field_work', '09:00', null)], r(0, 'work', '08:00', null));
      expect(plan).toEqual({ update: [{ id: 0, start: d('08:00'), end: d('09:00') }], remove: [], insert: [] });
    });

    it('a late clock-out scan ends the work record at the scan (given as the edited record)', () => {
      // work 08:00 open, the 16:00 clock-out scan arrives late after a break was started at 16:10
      const existing = [r(1, 'work', '08:00', '16:10'), r(2, 'break', '16:10', null)];
      const plan = planOverlaps(existing, r(1, 'work', '08:00', '16:00'));
      expect(plan).toEqual({ update: [], remove: [], insert: [] });
    });

    it('editing the start of the current open record earlier wins over what is in between', () => {
      const existing = [r(1, 'work', '06:00', '07:30'), r(2, 'break', '07:30', '07:45'), r(3, 'work', '07:45', null)];
      const plan = planOverlaps(existing, r(3, 'work', '07:00', null));
      // it stays open; the break is covered; work 06:00–07:00 (trimmed) touches it → merged: 06:00–open
      expect(plan).toEqual({ update: [{ id: 1, start: d('06:00'), end: null }], remove: [2, 3], insert: [] });
    });

    it('an open incoming starting where an existing record starts covers it', () => {
      const plan = planOverlaps([r(1, 'break', '10:00', '10:20')], r(0, 'work', '10:00', null));
      expect(plan).toEqual({ update: [], remove: [1], insert: [] });
    });
  });
});
