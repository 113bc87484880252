import { z } from 'zod';
import { rpcMessage } from '../common/message';

/** An ISO 3166-1 alpha-2 country, named in the user's language. */
export interface Country {
  code: string;
  name: string;
}

export const ListCountriesRequest = z.object({});

export const LIST_COUNTRIES = rpcMessage<Country[]>()('org.profile.countries', ListCountriesRequest);
