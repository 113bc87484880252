import type { ReportKind } from './report-kinds';

/** Each report's title in en, mk and bg: the exported files' headings and the scheduled reports' e-mails. */
export const REPORT_KIND_TITLES: Readonly<Record<ReportKind, readonly [en: string, mk: string, bg: string]>> = {
  presence: ['Presence report', 'Извештај за присуство', 'Отчет за присъствие'],
  'non-rounded-presence': ['Non-rounded presence report', 'Извештај за присуство без заокружување', 'Отчет за присъствие без закръгляне'],
  calendar: ['Calendar report', 'Календарски извештај', 'Календарен отчет'],
  shift: ['Shift report', 'Извештај за смени', 'Отчет за смени'],
  administrators: ['Administrators report', 'Извештај за администратори', 'Отчет за администратори'],
  special: ['Payroll summary', 'Пресметка за плати', 'Обобщение за заплати'],
  cumulative: ['Cumulative report', 'Кумулативен извештај', 'Кумулативен отчет'],
  periodic: ['Periodic report', 'Периодичен извештај', 'Периодичен отчет'],
  detailed: ['Detailed presence report', 'Детален извештај за присуство', 'Подробен отчет за присъствие'],
};
