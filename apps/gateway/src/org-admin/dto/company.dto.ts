import type { Lang } from '@presently/contracts';
import type { CompanyDetailsForm } from '../org-admin.requests';
import { LANGS } from '../../identity/dto/password.dto';
import { CountryCodeField, IdField, OptionField, TextField, TimeZoneField } from '../../validation/field.decorators';

/** The company details form, sent whole; language and time zone only when they change (the settings edit them too). */
export class CompanyDetailsDto implements CompanyDetailsForm {
  @TextField({ required: true, description: 'Company name', example: 'Acme d.o.o.' }) name?: string;
  @TextField({ required: true, nullable: true, example: 'Partizanska 12' }) address?: string | null;
  @TextField({ required: true, nullable: true, example: 'Skopje' }) city?: string | null;
  @CountryCodeField({ required: true, nullable: true, description: 'ISO 3166-1 alpha-2 code, as profile-countries lists them' }) country?: string | null;
  @TextField({ nullable: true, description: 'Tax number (optional)' }) tax_number?: string | null;
  @IdField({ required: true, nullable: true, description: 'The general manager: a user of the company' }) general_manager_user_id?: number | null;
  @OptionField(LANGS, { description: 'Left out: unchanged' }) language?: Lang;
  @TimeZoneField({ description: 'IANA time zone. Left out: unchanged' }) timezone?: string;
}
