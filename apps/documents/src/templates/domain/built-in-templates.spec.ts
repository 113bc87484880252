import mammoth from 'mammoth';
import { DOCUMENT_KINDS, DOCUMENT_LANGUAGES } from '@presently/contracts';
import { buildDocumentData } from '../../generated-documents/domain/document-data';
import { renderDocument } from '../../generated-documents/domain/render-document';
import { builtInTemplate } from './built-in-templates';
import { checkTemplate } from './template-check';

const org = {
  employee: { full_name: 'Ana Petrova', full_name_in_documents: 'Ana Petrova Doc', job_position: 'Dev', job_position_in_documents: 'Senior Developer' },
  company: { name: 'Acme Ltd', address: 'Main 1', city: 'Sofia', tax_number: '201234567', language: 'bg' as const, timezone: 'Europe/Sofia' },
  general_manager: { full_name: 'Gm', full_name_in_documents: 'George Manager' },
};

describe('built-in templates', () => {
  for (const kind of DOCUMENT_KINDS) {
    for (const lang of DOCUMENT_LANGUAGES) {
      it(`${kind} in ${lang} passes the upload check and fills every value (read back by mammoth)`, async () => {
        const template = builtInTemplate(kind, lang);
        const checked = checkTemplate(template.content);
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        expect(checked.placeholders.every((p) => p.known)).toBe(true);

        const data = buildDocumentData({
          kind,
          lang,
          number: 42,
          year: 2026,
          issuedOn: '2026-03-02',
          request: { start_date: '2026-03-09', end_date: '2026-03-10', half_day: false, requested_days: 2, next_working_day: '2026-03-11', comment: 'x', user_name: 'Ana' },
          org,
          daysLeft: kind === 'annual_leave' ? 19 : null,
        });
        const { value: text } = await mammoth.extractRawText({ buffer: renderDocument(template.content, data) });
        expect(text).toContain('Ana Petrova Doc');
        expect(text).toContain('Senior Developer');
        expect(text).toContain('Acme Ltd');
        expect(text).toContain('George Manager');
        expect(text).toContain(lang === 'en' ? 'No. 42' : '№ 42');
        expect(text).toContain(lang === 'en' ? '09-Mar-2026' : '09.03.2026');
        expect(text).toContain(lang === 'en' ? '10-Mar-2026' : '10.03.2026');
        if (kind === 'annual_leave') expect(text).toContain('19');
        expect(text).not.toMatch(/[{}]|undefined/);
      });
    }
  }

  for (const lang of DOCUMENT_LANGUAGES) {
    it(`in ${lang}, prints of the company's address, city and tax number only what the company has`, async () => {
      const render = async (company: Partial<Record<'address' | 'city' | 'tax_number', string | null>>) => {
        const data = buildDocumentData({
          kind: 'annual_leave',
          lang,
          number: 1,
          year: 2026,
          issuedOn: '2026-03-02',
          request: { start_date: '2026-03-09', end_date: '2026-03-10', half_day: false, requested_days: 2, next_working_day: '2026-03-11', comment: 'x', user_name: 'Ana' },
          org: { ...org, company: { ...org.company, ...company } },
          daysLeft: 19,
        });
        const { value } = await mammoth.extractRawText({ buffer: renderDocument(builtInTemplate('annual_leave', lang).content, data) });
        return value.split('\n').map((line) => line.trim()).filter(Boolean);
      };
      const taxLabel = { en: 'Tax number', mk: 'ЕДБ', bg: 'ЕИК' }[lang];

      const full = await render({});
      expect(full).toContain('Main 1, Sofia');
      expect(full).toContain(`${taxLabel}: 201234567`);

      const bare = await render({ address: null, city: null, tax_number: null });
      expect(bare.join('\n')).not.toMatch(new RegExp(`^,|, $|^${taxLabel}:`, 'm'));
      expect(bare[0]).toBe('Acme Ltd');

      expect(await render({ address: null })).toContain('Sofia');
      expect(await render({ city: null })).toContain('Main 1');
    });
  }
});
