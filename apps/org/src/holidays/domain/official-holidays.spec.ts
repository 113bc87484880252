import { officialHolidays, type OfficialDay } from './official-holidays';

/*
 * Expected days written from the law (not from the data package): Bulgaria's Labour Code art. 154,
 * North Macedonia's Law on holidays and the Government's list of non-working days; Orthodox Easter
 * 2025-04-20, 2026-04-12, 2027-05-02 (Western Easter 2025-04-20, 2026-04-05, 2027-03-28).
 */
const daysOffForAll = (days: OfficialDay[]) => days.filter((d) => d.audience.kind === 'all').map((d) => d.date);
const movedDays = (days: OfficialDay[]) => days.filter((d) => d.movedFrom !== null).map((d) => `${d.movedFrom}→${d.date}`);
const forAudience = (days: OfficialDay[], name: string) => days.filter((d) => d.audience.kind !== 'all' && d.audience.name === name).map((d) => d.date);

describe('Bulgaria: Labour Code art. 154', () => {
  it('2025: Easter 18–21 April; 24 May (Sat) and 6 September (Sat) give the Monday after', () => {
    const days = officialHolidays('BG', 2025);
    expect(daysOffForAll(days)).toEqual([
      '2025-01-01', '2025-03-03',
      '2025-04-18', '2025-04-19', '2025-04-20', '2025-04-21',
      '2025-05-01', '2025-05-06', '2025-05-24', '2025-05-26',
      '2025-09-06', '2025-09-08', '2025-09-22',
      '2025-12-24', '2025-12-25', '2025-12-26',
    ]);
    expect(movedDays(days)).toEqual(['2025-05-24→2025-05-26', '2025-09-06→2025-09-08']);
  });

  it('2026: Holy Saturday is a holiday; 24 May and 6 September (Sundays) and 26 December (Saturday) move to the Monday', () => {
    const days = officialHolidays('BG', 2026);
    expect(daysOffForAll(days)).toEqual([
      '2026-01-01', '2026-03-03',
      '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13',
      '2026-05-01', '2026-05-06', '2026-05-24', '2026-05-25',
      '2026-09-06', '2026-09-07', '2026-09-22',
      '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-28',
    ]);
    expect(movedDays(days)).toEqual(['2026-05-24→2026-05-25', '2026-09-06→2026-09-07', '2026-12-26→2026-12-28']);
    expect(days.find((d) => d.date === '2026-04-11')?.names.bg).toBe('Велика събота');
  });

  it('2027: 1 May on Holy Saturday moves past Easter Monday to 4 May; a weekend Christmas gives 27 and 28 December', () => {
    const days = officialHolidays('BG', 2027);
    expect(daysOffForAll(days)).toEqual([
      '2027-01-01', '2027-03-03',
      '2027-04-30', '2027-05-01', '2027-05-02', '2027-05-03', '2027-05-04',
      '2027-05-06', '2027-05-24',
      '2027-09-06', '2027-09-22',
      '2027-12-24', '2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28',
    ]);
    expect(movedDays(days)).toEqual(['2027-05-01→2027-05-04', '2027-12-25→2027-12-27', '2027-12-26→2027-12-28']);
    // One day off for both (a company holds one holiday per date and audience).
    expect(days.find((d) => d.date === '2027-05-01')?.names.en).toBe('Holy Saturday; Labour Day');
  });

  it('names neither observances nor the schools’ 1 November, and every holiday is for all citizens', () => {
    const days = officialHolidays('BG', 2026);
    expect(days.map((d) => d.date)).not.toEqual(expect.arrayContaining(['2026-03-01', '2026-03-08', '2026-11-01']));
    expect(days.every((d) => d.audience.kind === 'all')).toBe(true);
  });
});

describe('North Macedonia: Law on holidays', () => {
  it('2025: Ramadan Bayram on Sunday 30 March gives Monday 31 March; Saturday holidays do not move', () => {
    const days = officialHolidays('MK', 2025);
    expect(daysOffForAll(days)).toEqual([
      '2025-01-01', '2025-01-07', '2025-03-30', '2025-03-31', '2025-04-21',
      '2025-05-01', '2025-05-24', '2025-08-02', '2025-09-08', '2025-10-11', '2025-10-23', '2025-12-08',
    ]);
    expect(movedDays(days)).toEqual(['2025-03-30→2025-03-31']);
  });

  it('2026: Easter Monday 13 April; 24 May, 2 August and 11 October (Sundays) give the Monday after', () => {
    const days = officialHolidays('MK', 2026);
    expect(daysOffForAll(days)).toEqual([
      '2026-01-01', '2026-01-07', '2026-03-20', '2026-04-13',
      '2026-05-01', '2026-05-24', '2026-05-25', '2026-08-02', '2026-08-03',
      '2026-09-08', '2026-10-11', '2026-10-12', '2026-10-23', '2026-12-08',
    ]);
    expect(movedDays(days)).toEqual(['2026-05-24→2026-05-25', '2026-08-02→2026-08-03', '2026-10-11→2026-10-12']);
    // Easter Sunday is not a day of the law (only its Monday is).
    expect(days.map((d) => d.date)).not.toContain('2026-04-12');
  });

  it('2027: no holiday for all falls on a Sunday, so nothing moves', () => {
    const days = officialHolidays('MK', 2027);
    expect(daysOffForAll(days)).toEqual([
      '2027-01-01', '2027-01-07', '2027-03-09', '2027-05-01', '2027-05-03',
      '2027-05-24', '2027-08-02', '2027-09-08', '2027-10-11', '2027-10-23', '2027-12-08',
    ]);
    expect(movedDays(days)).toEqual([]);
  });

  it('gives the religions their own days (which do not move)', () => {
    const days = officialHolidays('MK', 2026);
    expect(forAudience(days, 'Orthodox Christianity')).toEqual(['2026-01-06', '2026-01-19', '2026-04-10', '2026-05-29', '2026-08-28']);
    expect(forAudience(days, 'Islam')).toEqual(['2026-05-27']);
    expect(forAudience(days, 'Catholicism')).toEqual(['2026-04-06', '2026-11-01', '2026-12-25']);
    expect(forAudience(days, 'Judaism')).toEqual(['2026-09-21']);
    // All Saints' Day 2026 is a Sunday: a religious day does not give a Monday.
    expect(days.map((d) => d.date)).not.toContain('2026-11-02');
    expect(days.filter((d) => d.audience.kind === 'religion').every((d) => d.type === 'religious')).toBe(true);
  });

  it('gives the communities their own days as ethnic holidays', () => {
    const days = officialHolidays('MK', 2026);
    const ethnic = days.filter((d) => d.type === 'ethnic').map((d) => `${d.date} ${d.audience.kind === 'nationality' ? d.audience.name : ''}`);
    expect(ethnic).toEqual([
      '2026-01-27 Serbian', '2026-04-08 Roma', '2026-05-23 Vlach', '2026-09-28 Bosniak', '2026-11-22 Albanian', '2026-12-21 Turkish',
    ]);
  });

  it('describes every day in English, Macedonian and Bulgarian, and says which day a moved one stands for', () => {
    const moved = officialHolidays('MK', 2026).find((d) => d.date === '2026-08-03');
    expect(moved?.movedFrom).toBe('2026-08-02');
    expect(moved?.names.mk).toContain('Ден на Републиката');
    for (const d of officialHolidays('MK', 2026)) for (const name of Object.values(d.names)) expect(name.length).toBeGreaterThan(2);
  });
});
