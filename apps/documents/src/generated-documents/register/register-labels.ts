import type { DocumentKind, GeneratedDocumentStatus, Lang } from '@presently/contracts';

/*
 * The words of the register's spreadsheet in the reader's language (the web's documents namespace
 * says the same on screen). CSV keeps machine-readable column names and codes for other programs.
 */

export const REGISTER_COLUMN_KEYS = ['number', 'year', 'issued_on', 'employee', 'kind', 'language', 'absence_request_id', 'status', 'voided_at', 'last_error'] as const;
export type RegisterColumnKey = (typeof REGISTER_COLUMN_KEYS)[number];

interface RegisterWords {
  sheet: string;
  columns: Record<RegisterColumnKey, string>;
  kinds: Record<DocumentKind, string>;
  statuses: Record<GeneratedDocumentStatus, string>;
}

export const REGISTER_WORDS: Record<Lang, RegisterWords> = {
  en: {
    sheet: 'Issued documents',
    columns: {
      number: 'Number',
      year: 'Year',
      issued_on: 'Date',
      employee: 'Employee',
      kind: 'Kind',
      language: 'Language',
      absence_request_id: 'Absence request',
      status: 'Status',
      voided_at: 'Void since (UTC)',
      last_error: 'Last error',
    },
    kinds: { annual_leave: 'Annual leave', paid_holiday: 'Paid leave', work_from_home: 'Work from home' },
    statuses: { pending: 'Being generated', generated: 'Generated', failed: 'Failed', void: 'Void' },
  },
  mk: {
    sheet: 'Издадени документи',
    columns: {
      number: 'Број',
      year: 'Година',
      issued_on: 'Датум',
      employee: 'Вработен',
      kind: 'Вид',
      language: 'Јазик',
      absence_request_id: 'Барање за отсуство',
      status: 'Статус',
      voided_at: 'Поништен од (UTC)',
      last_error: 'Последна грешка',
    },
    kinds: { annual_leave: 'Годишен одмор', paid_holiday: 'Платено отсуство', work_from_home: 'Работа од дома' },
    statuses: { pending: 'Се создава', generated: 'Создаден', failed: 'Неуспешен', void: 'Поништен' },
  },
  bg: {
    sheet: 'Издадени документи',
    columns: {
      number: 'Номер',
      year: 'Година',
      issued_on: 'Дата',
      employee: 'Служител',
      kind: 'Вид',
      language: 'Език',
      absence_request_id: 'Заявка за отсъствие',
      status: 'Статус',
      voided_at: 'Анулиран от (UTC)',
      last_error: 'Последна грешка',
    },
    kinds: { annual_leave: 'Платен годишен отпуск', paid_holiday: 'Платен отпуск', work_from_home: 'Работа от вкъщи' },
    statuses: { pending: 'Създава се', generated: 'Създаден', failed: 'Неуспешен', void: 'Анулиран' },
  },
};
