import type { Lang } from '@presently/contracts';

/** The words of a feed's events, in the creator's language (a calendar application shows them as they are). */
export const FEED_TEXTS: Record<Lang, { calendar: string; types: Record<number, string> }> = {
  en: {
    calendar: 'Presently absences',
    types: { 1: 'Vacation', 2: 'Personal days', 3: 'Sick leave', 4: 'Business trip', 5: 'Work from home', 6: 'Extra days', 7: 'Switched day', 8: 'Paid parental leave', 9: 'Unpaid parental leave', 10: 'Unpaid leave', 11: 'Rest day' },
  },
  mk: {
    calendar: 'Presently отсуства',
    types: { 1: 'Годишен одмор', 2: 'Лични денови', 3: 'Боледување', 4: 'Службено патување', 5: 'Работа од дома', 6: 'Дополнителни денови', 7: 'Заменет ден', 8: 'Платено родителско отсуство', 9: 'Неплатено родителско отсуство', 10: 'Неплатено отсуство', 11: 'Слободен ден' },
  },
  bg: {
    calendar: 'Presently отсъствия',
    types: { 1: 'Платен годишен отпуск', 2: 'Лични дни', 3: 'Болничен', 4: 'Командировка', 5: 'Работа от вкъщи', 6: 'Допълнителни дни', 7: 'Разменен ден', 8: 'Платен отпуск за отглеждане на дете', 9: 'Неплатен отпуск за отглеждане на дете', 10: 'Неплатен отпуск', 11: 'Почивен ден' },
  },
};
