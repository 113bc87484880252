import dayjs from 'dayjs';
import 'dayjs/locale/bg';
import 'dayjs/locale/mk';
import updateLocale from 'dayjs/plugin/updateLocale';

/**
 * The languages' month abbreviations in the spec's dd-Mon-yyyy shape (three letters, a capital first,
 * as "Nov" is in English). One table for the date helper and the date pickers, so a date reads the
 * same in a table and in the picker that chose it.
 */
export const MONTHS_SHORT = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  mk: ['Јан', 'Фев', 'Мар', 'Апр', 'Мај', 'Јун', 'Јул', 'Авг', 'Сеп', 'Окт', 'Ное', 'Дек'],
  bg: ['Яну', 'Фев', 'Мар', 'Апр', 'Май', 'Юни', 'Юли', 'Авг', 'Сеп', 'Окт', 'Ное', 'Дек'],
} as const;

/** Month names for a month on its own ("October 2026": a closed month, spec section 9's languages). */
export const MONTHS_LONG = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  mk: ['Јануари', 'Февруари', 'Март', 'Април', 'Мај', 'Јуни', 'Јули', 'Август', 'Септември', 'Октомври', 'Ноември', 'Декември'],
  bg: ['Януари', 'Февруари', 'Март', 'Април', 'Май', 'Юни', 'Юли', 'Август', 'Септември', 'Октомври', 'Ноември', 'Декември'],
} as const;

export type DateLanguage = keyof typeof MONTHS_SHORT;

export const isDateLanguage = (value: unknown): value is DateLanguage =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(MONTHS_SHORT, value);

dayjs.extend(updateLocale);
for (const language of Object.keys(MONTHS_SHORT) as DateLanguage[]) {
  // Weeks start on Monday in every language (spec section 9), English included.
  dayjs.updateLocale(language, { monthsShort: [...MONTHS_SHORT[language]], weekStart: 1 });
}

let current: DateLanguage = 'en';

/**
 * Makes `language` the language of every date the web shows: dayjs's global locale (the date pickers'
 * month and day names, the first day of the week) and the month abbreviations of `formatDate`.
 * The app calls it when the user's language changes (AppProviders).
 */
export function setDateLanguage(language: DateLanguage): void {
  if (language === current && dayjs.locale() === language) return;
  current = language;
  dayjs.locale(language);
}

/** The language dates are shown in now. */
export const dateLanguage = (): DateLanguage => current;
