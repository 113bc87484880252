import { LANGS } from '@presently/contracts';
import type { HolidayInput, StoredHoliday } from './holiday-input';

/**
 * What an administrator's edit of a holiday stores. A holiday of the official list is shown to each
 * reader in their language, so the form comes back with the name in the editor's language (or, from
 * an older page, the stored one): a description that is still one of the holiday's own names is no
 * change of it — the names and the stored text stay, and only the date, type or audience change.
 * Any other text is the administrator's: it is stored as typed and the names go, so every reader then
 * sees that text.
 */
export function editedHoliday(current: StoredHoliday, input: HolidayInput): StoredHoliday {
  const names = current.names;
  const unchanged = names !== null && (input.description === current.description || LANGS.some((lang) => names[lang] === input.description));
  return unchanged ? { ...input, description: current.description, names } : { ...input, names: null };
}
