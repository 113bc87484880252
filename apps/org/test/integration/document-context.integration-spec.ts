import { GET_ORG_DOCUMENT_CONTEXT, ORG_ADMIN_RPC, type OrgDocumentContext } from '@presently/contracts';
import { type AbsenceStub, startAbsenceStub } from './support/absence-stub';
import { createUser, refsOf, userForm } from './support/admin-fixtures';
import { adminOf, bootOrg, type OrgHarness } from './support/org-harness';

describe('org: what documents print about an employee and the company', () => {
  let org: OrgHarness;
  let absence: AbsenceStub;

  beforeAll(async () => {
    org = await bootOrg();
    absence = await startAbsenceStub();
  });

  afterAll(async () => {
    await absence.close();
    await org.close();
  });

  it('answers the names and position in documents, the company details and the general manager; nothing for a user of another company', async () => {
    const a = await org.register({ company_name: 'Акме ДООЕЛ' });
    const b = await org.register();
    const refs = await refsOf(org, a.company_id);
    const employee = await createUser(org, adminOf(a), userForm(refs, { full_name: 'Ana Petrova', full_name_in_documents: 'Ана Петрова', job_position: 'Developer', job_position_in_documents: 'Програмер' }));
    const gm = await createUser(org, adminOf(a), userForm(refs, { role_id: 2, full_name: 'Goran Manev', full_name_in_documents: 'Горан Манев' }));
    await org.call(ORG_ADMIN_RPC.updateCompanyDetails, { name: 'Акме ДООЕЛ', address: 'Партизанска 12', city: 'Скопје', country: 'MK', tax_number: '4030000000007', general_manager_user_id: gm.id, language: 'mk' }, adminOf(a));

    const context = await org.call<OrgDocumentContext | null>(GET_ORG_DOCUMENT_CONTEXT.pattern, { company_id: a.company_id, user_id: employee.id });
    expect(context).toEqual({
      employee: { full_name: 'Ana Petrova', full_name_in_documents: 'Ана Петрова', job_position: 'Developer', job_position_in_documents: 'Програмер' },
      company: { name: 'Акме ДООЕЛ', address: 'Партизанска 12', city: 'Скопје', tax_number: '4030000000007', language: 'mk', timezone: 'Europe/Skopje' },
      general_manager: { full_name: 'Goran Manev', full_name_in_documents: 'Горан Манев' },
    });
    await expect(org.call(GET_ORG_DOCUMENT_CONTEXT.pattern, { company_id: b.company_id, user_id: employee.id })).resolves.toBeNull();
  });
});
