import { dayHeading, ownDayHeading, ownViewFormats } from './calendarFormats';

const at = (iso: string) => {
  const marker = new Date(`${iso}T00:00:00Z`);
  return { year: marker.getUTCFullYear(), month: marker.getUTCMonth(), day: marker.getUTCDate(), marker };
};
const arg = (iso: string) => ({ date: at(iso), start: at(iso) });

describe('calendar titles and headings in Macedonian and Bulgarian', () => {
  it('names the month and the weekdays in the language, whatever the browser knows of it', () => {
    const mk = ownViewFormats('mk')!;
    expect(mk.dayGridMonth.titleFormat!(arg('2026-11-01'))).toBe('Ноември 2026');
    // 2026-11-23 is a Monday.
    expect(mk.dayGridMonth.dayHeaderFormat!(arg('2026-11-23'))).toBe('Пон');
    expect(mk.listMonth.listDayFormat!(arg('2026-11-29'))).toBe('Недела');
    const bg = ownViewFormats('bg')!;
    expect(bg.dayGridMonth.titleFormat!(arg('2026-02-01'))).toBe('Февруари 2026');
    expect(bg.dayGridWeek.dayHeaderFormat!(arg('2026-11-25'))).toBe('Сря 25.11');
  });

  it('writes a week’s title as its first and last day, with the month (and year) where they differ', () => {
    const mk = ownViewFormats('mk')!;
    expect(mk.dayGridWeek.titleFormat!(arg('2026-11-23'))).toBe('23 – 29 Ное 2026');
    expect(mk.dayGridWeek.titleFormat!(arg('2026-11-30'))).toBe('30 Ное – 6 Дек 2026');
    expect(ownViewFormats('bg')!.dayGridWeek.titleFormat!(arg('2026-12-28'))).toBe('28 Дек 2026 – 3 Яну 2027');
  });

  it('keeps the narrowest columns’ one-letter weekdays in the language', () => {
    // FullCalendar's own one letter, from Intl data Chromium lacks for Macedonian: English.
    const monday = new Date(2026, 10, 23);
    expect(ownDayHeading('mk')!({ date: monday, text: 'M' })).toBe('П');
    expect(ownDayHeading('bg')!({ date: new Date(2026, 10, 29), text: 'S' })).toBe('Н');
    expect(ownDayHeading('bg')!({ date: new Date(2026, 10, 26), text: 'T' })).toBe('Ч');
    // Our own headings pass as they are.
    expect(ownDayHeading('mk')!({ date: monday, text: 'Пон 23.11' })).toBe('Пон 23.11');
  });

  it('gives a week’s narrow columns on a phone the day of the month beside the letter, in every language', () => {
    const monday = new Date(2026, 10, 23);
    const week = { type: 'dayGridWeek' };
    expect(dayHeading('en')({ date: monday, text: 'M', isNarrow: true, view: week })).toBe('M 23');
    expect(dayHeading('mk')({ date: monday, text: 'M', isNarrow: true, view: week })).toBe('П 23');
    // A month's cells carry their day numbers: its headings stay letters; wide columns keep their format.
    expect(dayHeading('bg')({ date: monday, text: 'M', isNarrow: true, view: { type: 'dayGridMonth' } })).toBe('П');
    expect(dayHeading('en')({ date: monday, text: 'Mon 23/11', isNarrow: false, view: week })).toBe('Mon 23/11');
  });

  it('leaves English to FullCalendar', () => {
    expect(ownViewFormats('en')).toBeNull();
    expect(ownDayHeading('en')).toBeNull();
  });
});
