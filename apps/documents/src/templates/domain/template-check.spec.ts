import { DOCUMENT_ERRORS } from '@presently/contracts';
import { packDocx, packDocxXml } from './docx-package';
import { checkTemplate } from './template-check';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (...runs: string[]) => `<w:p>${runs.map(run).join('')}</w:p>`;
const docx = (...paragraphs: string[]) => packDocx(paragraphs.map((text) => ({ runs: [{ text }] })));

describe('checkTemplate', () => {
  it('accepts known placeholders, a loop over the days and a half-day condition, and lists what it uses', () => {
    const result = checkTemplate(docx('{document_number} {employee_name}', '{#days}{date} {weekday}{/days}', '{#half_day}half{/half_day}{^half_day}whole{/half_day}'));
    expect(result).toEqual({
      ok: true,
      placeholders: [
        { name: 'document_number', known: true },
        { name: 'employee_name', known: true },
        { name: 'days', known: true },
        { name: 'date', known: true },
        { name: 'weekday', known: true },
        { name: 'half_day', known: true },
      ],
    });
  });

  it('reads a placeholder Word split across runs as one tag, and finds an unknown one split the same way with its position', () => {
    const ok = checkTemplate(packDocxXml(para('Employee: {emp', 'loyee_', 'name}')));
    expect(ok).toEqual({ ok: true, placeholders: [{ name: 'employee_name', known: true }] });

    const bad = checkTemplate(packDocxXml(para('Name: {employee_name}, boss: {gene', 'ral_manger}')));
    expect(bad).toEqual({ ok: false, errors: { file: [DOCUMENT_ERRORS.unknownPlaceholder] }, problems: [{ key: DOCUMENT_ERRORS.unknownPlaceholder, tag: 'general_manger', position: 29 }] });
  });

  it('refuses a loop variable used outside its loop', () => {
    const result = checkTemplate(docx('{weekday}'));
    expect(result).toMatchObject({ ok: false, problems: [{ tag: 'weekday', key: DOCUMENT_ERRORS.unknownPlaceholder }] });
  });

  it('refuses malformed tags with each tag and its position', () => {
    const result = checkTemplate(packDocxXml(para('Dear {employee_name', ' and {#days}{date}') + para('{/nothing}')));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ file: [DOCUMENT_ERRORS.malformedTag] });
    expect(result.problems).toContainEqual({ key: DOCUMENT_ERRORS.malformedTag, tag: 'employee_name', position: 5 });
    // The loop opened with {#days} is closed by {/nothing}: the closing tag is named where it stands.
    expect(result.problems).toContainEqual({ key: DOCUMENT_ERRORS.malformedTag, tag: 'nothing', position: 37 });
    expect(result.problems).toHaveLength(2);
  });

  it('refuses what is not a .docx: a PDF renamed, a zip without word/document.xml, nothing, more than 5 MB', () => {
    const refusedWith = (bytes: Buffer) => {
      const r = checkTemplate(bytes);
      return r.ok ? null : r.errors.file[0];
    };
    expect(refusedWith(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF'))).toBe(DOCUMENT_ERRORS.notDocx);
    const zipWithoutDocument = Buffer.from(packDocxXml('').toString('latin1').replace(/word\/document\.xml/g, 'word/somethin.xml'), 'latin1');
    expect(refusedWith(zipWithoutDocument)).toBe(DOCUMENT_ERRORS.notDocx);
    expect(refusedWith(Buffer.from('PK\u0003\u0004 but cut short', 'latin1'))).toBe(DOCUMENT_ERRORS.notDocx);
    expect(refusedWith(Buffer.alloc(0))).toBe(DOCUMENT_ERRORS.fileRequired);
    expect(refusedWith(Buffer.concat([docx('{employee_name}'), Buffer.alloc(5 * 1024 * 1024)]))).toBe(DOCUMENT_ERRORS.tooLarge);
  });
});
