import type { DocumentKind, Lang } from '@presently/contracts';
import { type DocxParagraph, packDocx } from './docx-package';

/*
 * The built-in templates: what a company gets before it uploads its own. They follow the documents HR
 * departments issue in North Macedonia (a "решение" under the Law on Labour Relations, Закон за
 * работните односи) and Bulgaria (a "заповед" under the Labour Code, Кодекс на труда), and an
 * English equivalent. Written as paragraphs and packed into a .docx on first use (docx-package.ts).
 */

type Line = string | { text: string; bold?: boolean; align?: DocxParagraph['align']; size?: number; after?: number };

const p = (line: Line): DocxParagraph => {
  if (typeof line === 'string') return { runs: [{ text: line }], align: 'both' };
  return { runs: [{ text: line.text, bold: line.bold }], align: line.align ?? 'both', size: line.size, after: line.after };
};

const title = (text: string): Line => ({ text, bold: true, align: 'center', size: 14, after: 2 });
const subtitle = (text: string): Line => ({ text, bold: true, align: 'center', after: 12 });
const header = (text: string): Line => ({ text, bold: true, align: 'left', after: 0 });
const left = (text: string, after = 0): Line => ({ text, align: 'left', after });
const right = (text: string, after = 0): Line => ({ text, align: 'right', after });
const blank: Line = { text: '', after: 6 };

/**
 * The company's address and city, and its tax number, only as far as the company has them: a company
 * that has not filled them in yet gets no stray ", " or "Tax number:" line on its documents.
 */
const place = '{#company_address}{company_address}{#company_city}, {/company_city}{/company_address}{company_city}';
const taxNumber = (label: string) => `{#company_tax_number}${label}: {company_tax_number}{/company_tax_number}`;

const mkHead = [header('{company_name}'), left(place), left(taxNumber('ЕДБ'), 6), left('Број: {document_number}'), left('Датум: {document_date}', 12)];
const bgHead = [header('{company_name}'), left(place), left(taxNumber('ЕИК'), 12)];
const enHead = [header('{company_name}'), left(place), left(taxNumber('Tax number'), 6), left('Ref.: {document_number}'), left('Date: {document_date}', 12)];

const mkSign = [blank, right('За работодавачот'), right('Управител'), right('_________________________'), right('{general_manager_name}', 12), left('Доставено до: работникот, досие на работникот, архива.')];
const bgSign = [blank, left('Управител: _________________________'), left('/{general_manager_name}/', 12), left('Запознат(а) със заповедта: _________________________   Дата: ______________'), left('/{employee_name}/')];
const enSign = [blank, left('For the employer'), left('General Manager'), left('_________________________'), left('{general_manager_name}', 12), left('Received by the employee: _________________________   Date: ______________'), left('{employee_name}')];

const halfDay = { mk: '{#half_day} (половина работен ден){/half_day}', bg: '{#half_day} (половин работен ден){/half_day}', en: '{#half_day} (half a working day){/half_day}' };

const ANNUAL_LEAVE: Record<Lang, Line[]> = {
  mk: [
    ...mkHead,
    'Врз основа на член 137 и член 141 од Законот за работните односи и барањето на работникот, работодавачот го донесува следното',
    blank,
    title('РЕШЕНИЕ'),
    subtitle('за користење на годишен одмор'),
    `1. На работникот {employee_name}, вработен на работното место {employee_position}, му се одобрува користење на годишен одмор за {year} година во траење од {working_days} работни денови${halfDay.mk}.`,
    '2. Годишниот одмор ќе се користи од {start_date} до {end_date} година, а работникот е должен да се јави на работа на {return_date} година.',
    '{#has_days_left}3. По користењето, на работникот му остануваат {days_left} работни денови неискористен годишен одмор.{/has_days_left}',
    '4. За време на годишниот одмор работникот има право на надоместок на плата во висина на просечната плата исплатена во последните три месеци.',
    blank,
    subtitle('Образложение'),
    'Работникот поднесе барање за користење на годишен одмор, кое е одобрено во постапката за одобрување кај работодавачот. Врз основа на наведеното, се одлучи како во диспозитивот на ова решение.',
    'Поука за правото на приговор: против ова решение работникот има право на приговор до работодавачот во рок од 8 дена од денот на приемот.',
    ...mkSign,
  ],
  bg: [
    ...bgHead,
    title('ЗАПОВЕД'),
    subtitle('{document_number} / {document_date} г.'),
    'На основание чл. 155, чл. 173, ал. 1 от Кодекса на труда и подадено заявление от служителя',
    subtitle('РАЗРЕШАВАМ:'),
    `Ползване на платен годишен отпуск на {employee_name}, на длъжност {employee_position}, в размер на {working_days} работни дни за {year} г.${halfDay.bg}, считано от {start_date} г. до {end_date} г. включително.`,
    'Служителят да се яви на работа на {return_date} г.',
    '{#has_days_left}Остатък от платения годишен отпуск след ползването: {days_left} работни дни.{/has_days_left}',
    'Заповедта да се връчи на служителя за сведение и изпълнение, а копие от нея да се приложи към личното му трудово досие.',
    ...bgSign,
  ],
  en: [
    ...enHead,
    'Pursuant to the applicable labour legislation and the employee’s request, the employer issues the following',
    blank,
    title('DECISION'),
    subtitle('on annual leave'),
    `1. {employee_name}, employed as {employee_position}, is granted annual leave for {year} of {working_days} working days${halfDay.en}.`,
    '2. The leave runs from {start_date} to {end_date} inclusive; the employee returns to work on {return_date}.',
    '{#has_days_left}3. After this leave the employee has {days_left} working days of annual leave left.{/has_days_left}',
    '4. During the leave the employee is entitled to salary compensation as the law provides.',
    blank,
    subtitle('Reasoning'),
    'The employee requested annual leave, and the request was approved through the employer’s approval procedure. It is therefore decided as above.',
    ...enSign,
  ],
};

const PAID_HOLIDAY: Record<Lang, Line[]> = {
  mk: [
    ...mkHead,
    'Врз основа на член 146 од Законот за работните односи и барањето на работникот, работодавачот го донесува следното',
    blank,
    title('РЕШЕНИЕ'),
    subtitle('за користење на платено отсуство'),
    `1. На работникот {employee_name}, вработен на работното место {employee_position}, му се одобрува платено отсуство од работа поради лични околности во траење од {working_days} работни денови${halfDay.mk}.`,
    '2. Платеното отсуство ќе се користи од {start_date} до {end_date} година, а работникот е должен да се јави на работа на {return_date} година.',
    '3. За време на отсуството работникот има право на надоместок на плата.',
    blank,
    subtitle('Образложение'),
    'Работникот поднесе барање за платено отсуство поради лични околности, кое е одобрено во постапката за одобрување кај работодавачот. Врз основа на наведеното, се одлучи како во диспозитивот на ова решение.',
    'Поука за правото на приговор: против ова решение работникот има право на приговор до работодавачот во рок од 8 дена од денот на приемот.',
    ...mkSign,
  ],
  bg: [
    ...bgHead,
    title('ЗАПОВЕД'),
    subtitle('{document_number} / {document_date} г.'),
    'На основание чл. 157, ал. 1 от Кодекса на труда и подадено заявление от служителя',
    subtitle('РАЗРЕШАВАМ:'),
    `Ползване на платен отпуск на {employee_name}, на длъжност {employee_position}, в размер на {working_days} работни дни${halfDay.bg}, считано от {start_date} г. до {end_date} г. включително.`,
    'Служителят да се яви на работа на {return_date} г.',
    'Заповедта да се връчи на служителя за сведение и изпълнение, а копие от нея да се приложи към личното му трудово досие.',
    ...bgSign,
  ],
  en: [
    ...enHead,
    'Pursuant to the applicable labour legislation and the employee’s request, the employer issues the following',
    blank,
    title('DECISION'),
    subtitle('on paid leave'),
    `1. {employee_name}, employed as {employee_position}, is granted paid leave for personal circumstances of {working_days} working days${halfDay.en}.`,
    '2. The leave runs from {start_date} to {end_date} inclusive; the employee returns to work on {return_date}.',
    '3. During the leave the employee is entitled to salary compensation.',
    ...enSign,
  ],
};

const dayList: Line[] = [left('{#days}'), left('– {date} ({weekday})'), left('{/days}')];

const WORK_FROM_HOME: Record<Lang, Line[]> = {
  mk: [
    ...mkHead,
    'Врз основа на член 49 од Законот за работните односи и барањето на работникот, работодавачот го донесува следното',
    blank,
    title('РЕШЕНИЕ'),
    subtitle('за работа од дома'),
    '1. На работникот {employee_name}, вработен на работното место {employee_position}, му се одобрува работните задачи да ги извршува од својот дом во периодот од {start_date} до {end_date} година, во траење од {working_days} работни денови.',
    '2. Деновите на работа од дома се:',
    ...dayList,
    '3. За време на работата од дома работникот ги има сите права и обврски од работниот однос, ги почитува пропишаното работно време и мерките за безбедност и здравје при работа и е достапен за комуникација со работодавачот.',
    ...mkSign,
  ],
  bg: [
    ...bgHead,
    title('ЗАПОВЕД'),
    subtitle('{document_number} / {document_date} г.'),
    'На основание чл. 107з от Кодекса на труда и подадено заявление от служителя',
    subtitle('РАЗРЕШАВАМ:'),
    '{employee_name}, на длъжност {employee_position}, да изпълнява трудовите си задължения дистанционно, от дома си, за периода от {start_date} г. до {end_date} г., общо {working_days} работни дни, както следва:',
    ...dayList,
    'През този период служителят спазва установеното работно време и правилата за здравословни и безопасни условия на труд и е на разположение за връзка с работодателя.',
    'Заповедта да се връчи на служителя за сведение и изпълнение, а копие от нея да се приложи към личното му трудово досие.',
    ...bgSign,
  ],
  en: [
    ...enHead,
    'Pursuant to the applicable labour legislation and the employee’s request, the employer issues the following',
    blank,
    title('DECISION'),
    subtitle('on work from home'),
    '1. {employee_name}, employed as {employee_position}, is permitted to work from home from {start_date} to {end_date}, {working_days} working days in all, on:',
    ...dayList,
    '2. While working from home the employee keeps every right and duty of the employment, keeps the working hours and the health and safety rules, and is reachable by the employer.',
    ...enSign,
  ],
};

const TEXTS: Record<DocumentKind, Record<Lang, Line[]>> = { annual_leave: ANNUAL_LEAVE, paid_holiday: PAID_HOLIDAY, work_from_home: WORK_FROM_HOME };

const BUILT_IN_NAMES: Record<DocumentKind, Record<Lang, string>> = {
  annual_leave: { en: 'annual-leave-en.docx', mk: 'reshenie-godishen-odmor-mk.docx', bg: 'zapoved-platen-godishen-otpusk-bg.docx' },
  paid_holiday: { en: 'paid-leave-en.docx', mk: 'reshenie-plateno-otsustvo-mk.docx', bg: 'zapoved-platen-otpusk-bg.docx' },
  work_from_home: { en: 'work-from-home-en.docx', mk: 'reshenie-rabota-od-doma-mk.docx', bg: 'zapoved-distancionna-rabota-bg.docx' },
};

const packed = new Map<string, Buffer>();

/** The built-in template of a kind and language, as a .docx (packed once per process). */
export function builtInTemplate(kind: DocumentKind, language: Lang): { name: string; content: Buffer } {
  const key = `${kind}.${language}`;
  let content = packed.get(key);
  if (!content) {
    content = packDocx(TEXTS[kind][language].map(p));
    packed.set(key, content);
  }
  return { name: BUILT_IN_NAMES[kind][language], content };
}
