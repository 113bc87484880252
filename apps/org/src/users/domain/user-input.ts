import { ROLES, type UserInput } from '@presently/contracts';
import { checkId, FIELD_ERRORS, FieldChecker } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { isCountryCode } from '../../countries/domain/countries';
import { ADMIN_ERRORS, isoDate, optionalIsoDate, optionalPhone } from '../../common/domain/fields';

const COLOR = /^#[0-9a-f]{6}$/;

/**
 * A user as the add-user and edit-user forms send it (spec section 5): e-mail (valid, at most 255
 * characters, stored lower-case), full name, name and position in documents, job position,
 * birthday (a date not after today), country (ISO 3166 alpha-2), employment start date, account
 * type (a role id), department, team, nationality and religion are required; phone, employment end
 * date (not before the start) and colour (#rrggbb; picked for new users when absent) are optional.
 * Whether the ids name the company's own rows is the use case's question.
 */
export function parseUserInput(payload: unknown, today: string): Parsed<UserInput> {
  const c = new FieldChecker(payload);
  const email = c.email('email');
  const full_name = c.text('full_name', 255);
  const full_name_in_documents = c.text('full_name_in_documents', 255);
  const job_position = c.text('job_position', 255);
  const job_position_in_documents = c.text('job_position_in_documents', 255);

  const birthday = isoDate(c, 'birthday');
  if (birthday !== undefined && birthday > today) c.fail('birthday', ADMIN_ERRORS.dateInvalid);

  let country_code: string | undefined;
  const country = c.source.country_code;
  if (country === undefined || country === null || country === '') c.fail('country_code', FIELD_ERRORS.required);
  else if (typeof country !== 'string' || !isCountryCode(country.trim().toUpperCase())) c.fail('country_code', FIELD_ERRORS.invalidOption);
  else country_code = country.trim().toUpperCase();

  const employment_start_date = isoDate(c, 'employment_start_date');
  const employment_end_date = optionalIsoDate(c, 'employment_end_date');
  if (employment_start_date && employment_end_date && employment_end_date < employment_start_date) {
    c.fail('employment_end_date', ADMIN_ERRORS.endBeforeStart);
  }

  const role_id = checkId(c, 'role_id');
  if (role_id !== undefined && !ROLES.some((r) => r.id === role_id)) c.fail('role_id', FIELD_ERRORS.invalidOption);
  const department_id = checkId(c, 'department_id');
  const team_id = checkId(c, 'team_id');
  const nationality_id = checkId(c, 'nationality_id');
  const religion_id = checkId(c, 'religion_id');
  const phone = optionalPhone(c, 'phone');

  let user_color = '';
  const color = c.source.user_color;
  if (color !== undefined && color !== null && color !== '') {
    if (typeof color !== 'string' || !COLOR.test(color.trim().toLowerCase())) c.fail('user_color', FIELD_ERRORS.invalidOption);
    else user_color = color.trim().toLowerCase();
  }

  if (!c.ok) return { ok: false, errors: c.result };
  return {
    ok: true,
    value: {
      email: email as string,
      full_name: full_name as string,
      full_name_in_documents: full_name_in_documents as string,
      job_position: job_position as string,
      job_position_in_documents: job_position_in_documents as string,
      birthday: birthday as string,
      phone: phone ?? null,
      nationality_id: nationality_id as number,
      religion_id: religion_id as number,
      country_code: country_code as string,
      employment_start_date: employment_start_date as string,
      employment_end_date: employment_end_date ?? null,
      role_id: role_id as number,
      department_id: department_id as number,
      team_id: team_id as number,
      user_color,
    },
  };
}
