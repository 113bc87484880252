import { holidayKey, holidaysToSave, matchOfficialHolidays, withoutNames } from './official-holiday-match';
import { officialHolidays } from './official-holidays';

const macedonianLists = {
  nationalities: [
    { id: 11, name: 'Македонска' },
    { id: 12, name: 'Албанска' },
  ],
  religions: [
    { id: 21, name: 'Православие' },
    { id: 22, name: 'Ислам' },
  ],
};

describe('official holidays matched to a company', () => {
  const days = officialHolidays('MK', 2026);

  it('finds the company’s own religion or nationality, named in another language, and describes in the actor’s language', () => {
    const preview = matchOfficialHolidays(days, 'en', macedonianLists, new Set());
    const goodFriday = preview.find((h) => h.date === '2026-04-10');
    expect(goodFriday).toMatchObject({ description: 'Good Friday (Orthodox)', type: 'religious', for_all: false, religion_id: 21, nationality_id: null, audience_name: 'Orthodox Christianity', audience_missing: false });
    expect(preview.find((h) => h.date === '2026-11-22')).toMatchObject({ nationality_id: 12, type: 'ethnic', audience_name: 'Albanian' });
    expect(preview.find((h) => h.date === '2026-01-01')).toMatchObject({ description: 'New Year’s Day', for_all: true, audience_name: null });
    expect(matchOfficialHolidays(days, 'mk', macedonianLists, new Set()).find((h) => h.date === '2026-01-01')?.description).toBe('Нова година');
  });

  it('marks what the company’s lists lack (Judaism, the Roma) and leaves it out of a save', () => {
    const preview = matchOfficialHolidays(days, 'en', macedonianLists, new Set());
    expect(preview.find((h) => h.date === '2026-09-21')).toMatchObject({ audience_missing: true, religion_id: null });
    expect(preview.find((h) => h.date === '2026-04-08')).toMatchObject({ audience_missing: true, nationality_id: null });
    const toSave = holidaysToSave(preview);
    expect(toSave.map((h) => h.date)).not.toContain('2026-09-21');
    expect(toSave.map((h) => h.date)).toContain('2026-08-03');
  });

  it('marks a day the company already holds for the same audience as saved, and saves it no more', () => {
    const saved = new Set([holidayKey({ date: '2026-01-01', nationality_id: null, religion_id: null }), holidayKey({ date: '2026-01-06', nationality_id: null, religion_id: null })]);
    const preview = matchOfficialHolidays(days, 'en', macedonianLists, saved);
    expect(preview.find((h) => h.date === '2026-01-01')?.saved).toBe(true);
    // Christmas Eve is for the Orthodox: a holiday for all on that date is another audience.
    expect(preview.find((h) => h.date === '2026-01-06')?.saved).toBe(false);
    expect(holidaysToSave(preview).map((h) => h.date)).not.toContain('2026-01-01');
  });

  it('saves each day in the saver’s language with the law’s names in every language; the preview shows only the saver’s', () => {
    const preview = matchOfficialHolidays(days, 'mk', macedonianLists, new Set());
    const labour = holidaysToSave(preview).find((h) => h.date === '2026-05-01');
    expect(labour).toMatchObject({ description: 'Ден на трудот', names: { en: 'Labour Day', mk: 'Ден на трудот', bg: 'Ден на труда' } });
    // A moved day off keeps its suffix in every language.
    expect(holidaysToSave(preview).find((h) => h.date === '2026-08-03')?.names?.bg).toBe('Ден на републиката (Илинден) (почивен ден, пренесен)');
    expect(withoutNames(preview[0])).not.toHaveProperty('names');
  });
});
