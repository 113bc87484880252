import { z } from 'zod';
import { countryCodeField, idField, optionField, textField, timeZoneField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { LANGS, type Lang } from '../envelopes';

export interface CompanyDetails {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  country: string | null;
  tax_number: string | null;
  logo_url: string | null;
  general_manager_user_id: number | null;
  language: Lang;
  timezone: string;
}

export const GetCompanyDetailsRequest = z.object({});

export const GET_COMPANY_DETAILS = rpcMessage<CompanyDetails>()('org.company.details.get', GetCompanyDetailsRequest);

/**
 * The company details form, sent whole; language and time zone only when they change (the settings
 * edit them too). Which fields are required and that the general manager is an active user of the
 * company are org's rules.
 */
export const CompanyDetailsForm = z.object({
  name: textField().meta({ description: 'Company name', example: 'Acme d.o.o.' }),
  address: textField().meta({ example: 'Partizanska 12' }),
  city: textField().meta({ example: 'Skopje' }),
  country: countryCodeField().meta({ description: 'ISO 3166-1 alpha-2 code, as profile-countries lists them' }),
  tax_number: textField().meta({ description: 'Tax number (optional)' }),
  general_manager_user_id: idField().meta({ description: 'The general manager: a user of the company' }),
  language: optionField(LANGS).meta({ description: 'Left out: unchanged' }),
  timezone: timeZoneField().meta({ description: 'IANA time zone. Left out: unchanged' }),
});
export type CompanyDetailsForm = z.input<typeof CompanyDetailsForm>;

export const UPDATE_COMPANY_DETAILS = rpcMessage<CompanyDetails>()('org.company.details.update', CompanyDetailsForm);

/** The logo's bytes, base64; the gateway has checked the size (1 MB), org checks that it is an image (`logo: [key]`). */
export const SetCompanyLogoRequest = z.object({ content_base64: z.string().optional() });
export type SetCompanyLogoRequest = z.input<typeof SetCompanyLogoRequest>;

export const SET_COMPANY_LOGO = rpcMessage<{ logo_url: string }>()('org.company.logo.set', SetCompanyLogoRequest);

/** A stored logo: JPEG, PNG, WebP or GIF. */
export interface CompanyLogoFile {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  content_base64: string;
}

export const GetCompanyLogoRequest = z.object({});

/** The signed-in user's company logo (not_found when it has none). */
export const GET_COMPANY_LOGO = rpcMessage<CompanyLogoFile>()('org.company.logo.get', GetCompanyLogoRequest);
