import type { OrgDocumentContext } from '@presently/contracts';
import { buildDocumentData, type DocumentDataInput } from './document-data';
import { daysBetween, formatDays, formatDocumentDate, numberLabel } from './document-format';

const org = (over: Partial<OrgDocumentContext['employee']> = {}, gm: OrgDocumentContext['general_manager'] = { full_name: 'Goran Manager', full_name_in_documents: 'Горан Манев' }): OrgDocumentContext => ({
  employee: { full_name: 'Ana Petrova', full_name_in_documents: 'Ана Петрова', job_position: 'Developer', job_position_in_documents: 'Програмер', ...over },
  company: { name: 'Акме ДООЕЛ', address: 'Партизанска 12', city: 'Скопје', tax_number: '4030000000000', language: 'mk', timezone: 'Europe/Skopje' },
  general_manager: gm,
});

const input = (over: Partial<DocumentDataInput> = {}): DocumentDataInput => ({
  kind: 'annual_leave',
  lang: 'mk',
  number: 17,
  year: 2026,
  issuedOn: '2026-03-02',
  request: { start_date: '2026-03-09', end_date: '2026-03-13', half_day: false, requested_days: 5, next_working_day: '2026-03-16', comment: 'Family trip', user_name: 'Ana Petrova' },
  org: org(),
  daysLeft: 16,
  ...over,
});

describe('document formats', () => {
  it('writes dates as each language does', () => {
    expect(formatDocumentDate('2026-03-09', 'mk')).toBe('09.03.2026');
    expect(formatDocumentDate('2026-03-09', 'bg')).toBe('09.03.2026');
    expect(formatDocumentDate('2026-12-31', 'en')).toBe('31-Dec-2026');
  });

  it('writes the number with № in mk and bg and No. in English, and half days with the language’s decimal mark', () => {
    expect([numberLabel(7, 'mk'), numberLabel(7, 'bg'), numberLabel(7, 'en')]).toEqual(['№ 7', '№ 7', 'No. 7']);
    expect([formatDays(0.5, 'mk'), formatDays(2.5, 'en'), formatDays(3, 'bg')]).toEqual(['0,5', '2.5', '3']);
  });

  it('counts each calendar day of a period across a month and a year end', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysBetween('2026-03-09', '2026-03-09')).toEqual(['2026-03-09']);
  });
});

describe('buildDocumentData', () => {
  it('takes the names and position "in documents", the company, the general manager, the period, working days and days left', () => {
    const data = buildDocumentData(input());
    expect(data).toMatchObject({
      document_number: '№ 17',
      document_date: '02.03.2026',
      year: 2026,
      company_name: 'Акме ДООЕЛ',
      company_address: 'Партизанска 12',
      company_city: 'Скопје',
      company_tax_number: '4030000000000',
      general_manager_name: 'Горан Манев',
      employee_name: 'Ана Петрова',
      employee_position: 'Програмер',
      start_date: '09.03.2026',
      end_date: '13.03.2026',
      return_date: '16.03.2026',
      working_days: '5',
      days_left: '16',
      half_day: false,
      has_days_left: true,
    });
    expect(data.days).toEqual([
      { date: '09.03.2026', weekday: 'понеделник' },
      { date: '10.03.2026', weekday: 'вторник' },
      { date: '11.03.2026', weekday: 'среда' },
      { date: '12.03.2026', weekday: 'четврток' },
      { date: '13.03.2026', weekday: 'петок' },
    ]);
  });

  it('falls back to the full name and job position when the "in documents" fields are empty', () => {
    const data = buildDocumentData(input({ lang: 'en', org: org({ full_name_in_documents: '   ', job_position_in_documents: null }, null) }));
    expect(data).toMatchObject({ employee_name: 'Ana Petrova', employee_position: 'Developer', general_manager_name: '', document_number: 'No. 17', document_date: '02-Mar-2026' });
  });

  it('marks a half day and leaves days left out for a type without vacation days', () => {
    const data = buildDocumentData(input({ kind: 'paid_holiday', lang: 'bg', daysLeft: null, request: { ...input().request, start_date: '2026-03-09', end_date: '2026-03-09', half_day: true, requested_days: 0.5 } }));
    expect(data).toMatchObject({ half_day: true, working_days: '0,5', has_days_left: false, days_left: '', days: [{ date: '09.03.2026', weekday: 'понеделник' }] });
  });
});
