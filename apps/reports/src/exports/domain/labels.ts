import { ABSENCE_TYPES, type Lang, PRESENCE_TYPES, REPORT_KIND_TITLES, type ReportColumn, type ReportKind } from '@presently/contracts';

/**
 * Column headers and titles of exported files in the requester's language (the web translates the
 * same keys on screen; a file leaves the app, so it carries its words).
 */
const WORDS: Record<string, [en: string, mk: string, bg: string]> = {
  employee: ['Employee', 'Вработен', 'Служител'],
  department: ['Department', 'Оддел', 'Отдел'],
  team: ['Team', 'Тим', 'Екип'],
  date: ['Date', 'Датум', 'Дата'],
  status: ['Day', 'Ден', 'Ден'],
  holiday: ['Holiday', 'Празник', 'Празник'],
  first_in: ['First in', 'Прв влез', 'Първо влизане'],
  last_out: ['Last out', 'Последен излез', 'Последно излизане'],
  worked: ['Worked', 'Работено', 'Отработено'],
  regular: ['Regular', 'Редовно', 'Редовно'],
  paid_break: ['Paid break', 'Платена пауза', 'Платена почивка'],
  exceeded_break: ['Exceeded break', 'Пречекорена пауза', 'Превишена почивка'],
  private_exit: ['Private exit', 'Приватен излез', 'Лично излизане'],
  field_work: ['Field work', 'Теренска работа', 'Теренна работа'],
  overtime: ['Overtime', 'Прекувремена', 'Извънреден труд'],
  night: ['Night hours', 'Ноќни часови', 'Нощни часове'],
  holiday_work: ['Work on holidays', 'Работа на празник', 'Труд на празник'],
  rest_day_work: ['Work on rest days', 'Работа на слободен ден', 'Труд в почивен ден'],
  unauthorized_absence: ['Unauthorized absence', 'Неоправдано отсуство', 'Неразрешено отсъствие'],
  scheduled: ['Scheduled', 'Закажано', 'По график'],
  comment: ['Comment', 'Коментар', 'Коментар'],
  worked_days: ['Days worked', 'Работни денови', 'Отработени дни'],
  holidays: ['Holidays', 'Празници', 'Празници'],
  rest_days: ['Rest days', 'Слободни денови', 'Почивни дни'],
  unauthorized_days: ['Days unauthorized', 'Денови неоправдано', 'Дни неразрешено'],
  days_present: ['Days present', 'Денови присутен', 'Дни присъствие'],
  period: ['Period', 'Период', 'Период'],
  period_from: ['From', 'Од', 'От'],
  period_to: ['To', 'До', 'До'],
  record_kind: ['Kind', 'Вид', 'Вид'],
  presence_type: ['Presence type', 'Тип присуство', 'Вид присъствие'],
  start: ['Start', 'Почеток', 'Начало'],
  end: ['End', 'Крај', 'Край'],
  rounded_start: ['Rounded start', 'Заокружен почеток', 'Закръглено начало'],
  rounded_end: ['Rounded end', 'Заокружен крај', 'Закръглен край'],
  duration: ['Duration', 'Траење', 'Продължителност'],
  source: ['Source', 'Извор', 'Източник'],
  device_id: ['Device', 'Уред', 'Устройство'],
  edited: ['Edited', 'Изменето', 'Редактирано'],
  previous_start: ['Start before edit', 'Почеток пред измена', 'Начало преди редакция'],
  previous_end: ['End before edit', 'Крај пред измена', 'Край преди редакция'],
  reason: ['Reason', 'Причина', 'Причина'],
  edited_by: ['Edited by', 'Изменил', 'Редактирал'],
  edited_at: ['Edited at', 'Изменето на', 'Редактирано на'],
  shift: ['Shift', 'Смена', 'Смяна'],
  scheduled_start: ['Shift start', 'Почеток на смена', 'Начало на смяна'],
  scheduled_end: ['Shift end', 'Крај на смена', 'Край на смяна'],
  late_arrival: ['Late arrival', 'Доцнење', 'Закъснение'],
  early_leave: ['Early leave', 'Порано заминување', 'Ранно напускане'],
  missing: ['Missing', 'Недостасува', 'Липсващо'],
  time: ['Time', 'Време', 'Час'],
  has_image: ['Image', 'Слика', 'Снимка'],
  record_id: ['Record', 'Запис', 'Запис'],
  reviewed_by: ['Reviewed by', 'Прегледал', 'Прегледал'],
  reviewed_at: ['Reviewed at', 'Прегледано на', 'Прегледано на'],
  paid_total: ['Paid total', 'Вкупно платено', 'Общо платено'],
  vacation_days: ['Vacation days', 'Денови одмор', 'Дни отпуск'],
  sick_leave_days: ['Sick leave days', 'Денови боледување', 'Дни болничен'],
  other_paid_absence_days: ['Other paid absence days', 'Други платени отсуства', 'Други платени отсъствия'],
  unpaid_absence_days: ['Unpaid absence days', 'Неплатени отсуства', 'Неплатени отсъствия'],
  total: ['Total', 'Вкупно', 'Общо'],
  selection_total: ['Total of the selection', 'Вкупно за изборот', 'Общо за избора'],
  page: ['Page', 'Страница', 'Страница'],
  of: ['of', 'од', 'от'],
  legend: ['Legend', 'Легенда', 'Легенда'],
  types: ['By presence type', 'По тип присуство', 'По вид присъствие'],
  report: ['Report', 'Извештај', 'Отчет'],
};

/** Catalogue names in mk and bg (the catalogue holds English names). */
const ABSENCE_NAMES: Record<number, [string, string]> = {
  1: ['Одмор', 'Отпуск'],
  2: ['Лични денови', 'Лични дни'],
  3: ['Боледување', 'Болничен'],
  4: ['Службен пат', 'Командировка'],
  5: ['Работа од дома', 'Работа от вкъщи'],
  6: ['Дополнителни денови', 'Допълнителни дни'],
  7: ['Заменет ден', 'Разменен ден'],
  8: ['Платено родителско', 'Платен родителски'],
  9: ['Неплатено родителско', 'Неплатен родителски'],
  10: ['Неплатено отсуство', 'Неплатен отпуск'],
  11: ['Слободен ден', 'Почивен ден'],
};

const at = (lang: Lang): 0 | 1 | 2 => (lang === 'mk' ? 1 : lang === 'bg' ? 2 : 0);

export function word(key: string, lang: Lang): string {
  return WORDS[key]?.[at(lang)] ?? key;
}

export function kindTitle(kind: ReportKind, lang: Lang): string {
  return REPORT_KIND_TITLES[kind][at(lang)];
}

export function absenceName(id: number, lang: Lang): string {
  if (lang !== 'en' && ABSENCE_NAMES[id]) return ABSENCE_NAMES[id][lang === 'mk' ? 0 : 1];
  return ABSENCE_TYPES.find((t) => t.id === id)?.name ?? String(id);
}

const PRESENCE_NAME = new Map<number, string>(PRESENCE_TYPES.map((t) => [t.id, t.name]));

/** A column's header: day columns show the day of the month, types their catalogue name. */
export function columnHeader(c: ReportColumn, lang: Lang): string {
  if (c.date) return c.date.slice(8, 10);
  if (c.presence_type_id !== undefined) return `${c.presence_type_id} ${PRESENCE_NAME.get(c.presence_type_id) ?? ''}`.trim();
  if (c.absence_type_id !== undefined) return absenceName(c.absence_type_id, lang);
  return word(c.label, lang);
}
