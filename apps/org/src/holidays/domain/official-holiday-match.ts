import type { HolidayNames, Lang, OfficialHoliday } from '@presently/contracts';
import { catalogueNames } from '../../nationalities-religions/domain/default-nationalities-religions';
import type { OfficialDay } from './official-holidays';
import type { StoredHoliday } from './holiday-input';

export interface CompanyLists {
  nationalities: ReadonlyArray<{ id: number; name: string; builtin_key?: string | null }>;
  religions: ReadonlyArray<{ id: number; name: string; builtin_key?: string | null }>;
}

/** What identifies a holiday in a company: its date and audience (the unique index uq_holidays_date_audience). */
export const holidayKey = (h: { date: string; nationality_id: number | null; religion_id: number | null }) => `${h.date}|${h.nationality_id ?? 0}|${h.religion_id ?? 0}`;

const normalise = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The company's entry for a built-in catalogue entry: the one still carrying its key, else one named
 * as the catalogue names it in any language (an entry typed before keys existed; first by id).
 */
function findEntry(list: CompanyLists['nationalities'], names: (Record<Lang, string> & { key: string }) | null): number | null {
  if (!names) return null;
  const keyed = list.find((entry) => entry.builtin_key === names.key);
  if (keyed) return keyed.id;
  const wanted = new Set((['en', 'mk', 'bg'] as const).map((lang) => normalise(names[lang])));
  return list.find((entry) => wanted.has(normalise(entry.name)))?.id ?? null;
}

/** An official holiday matched to the company, with the law's names in every language (which a save keeps). */
export interface MatchedOfficialHoliday extends OfficialHoliday {
  names: HolidayNames;
}

/**
 * The law's holidays as the company would hold them: described in the actor's language, the audience
 * one of the company's own entries (or missing), and whether the company already has each.
 */
export function matchOfficialHolidays(days: readonly OfficialDay[], lang: Lang, lists: CompanyLists, savedKeys: ReadonlySet<string>): MatchedOfficialHoliday[] {
  return days.map((day) => {
    const kind = day.audience.kind;
    const names = kind === 'all' ? null : catalogueNames(kind === 'religion' ? 'religions' : 'nationalities', day.audience.name);
    const nationalityId = kind === 'nationality' ? findEntry(lists.nationalities, names) : null;
    const religionId = kind === 'religion' ? findEntry(lists.religions, names) : null;
    const missing = kind !== 'all' && nationalityId === null && religionId === null;
    const ids = { date: day.date, nationality_id: nationalityId, religion_id: religionId };
    return {
      date: day.date,
      description: day.names[lang],
      type: day.type,
      for_all: kind === 'all',
      nationality_id: nationalityId,
      religion_id: religionId,
      audience_name: names ? names[lang] : null,
      audience_missing: missing,
      moved_from: day.movedFrom,
      saved: !missing && savedKeys.has(holidayKey(ids)),
      names: day.names,
    };
  });
}

/**
 * The holidays a save adds: those with an audience the company has, not saved yet, described in the
 * saver's language and keeping the law's names, so every reader sees them in their own.
 */
export function holidaysToSave(preview: readonly MatchedOfficialHoliday[]): StoredHoliday[] {
  return preview
    .filter((h) => !h.audience_missing && !h.saved)
    .map((h) => ({ date: h.date, description: h.description, type: h.type, for_all: h.for_all, nationality_id: h.nationality_id, religion_id: h.religion_id, names: h.names }));
}

/** The preview as the contract gives it (the names stay in org: the preview is in the actor's language). */
export const withoutNames = ({ names: _names, ...h }: MatchedOfficialHoliday): OfficialHoliday => h;
