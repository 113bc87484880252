import { crossesMidnight, minutesOfDay, spanMinutes } from './time-of-day';

describe('times of day and spans', () => {
  it('counts minutes from midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('07:30')).toBe(450);
    expect(minutesOfDay('23:59')).toBe(1439);
  });

  it('measures a span within a day', () => {
    expect(spanMinutes('08:00', '16:30')).toBe(510);
    expect(crossesMidnight('08:00', '16:30')).toBe(false);
  });

  it('measures a span across midnight as ending the next day', () => {
    expect(spanMinutes('22:00', '06:00')).toBe(480);
    expect(spanMinutes('23:59', '00:01')).toBe(2);
    expect(spanMinutes('00:01', '00:00')).toBe(1439);
    expect(crossesMidnight('22:00', '06:00')).toBe(true);
  });

  it('gives 0 for equal times (callers refuse them)', () => {
    expect(spanMinutes('12:00', '12:00')).toBe(0);
  });
});
