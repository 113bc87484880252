import { z } from 'zod';
import { textField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { type Page, PageQueryRequest } from '../common/page';
import { optionalRowId, rowId } from '../common/request-fields';

/** A nationality or a religion: each company keeps its own of both. */
export interface NamedItem {
  id: number;
  /** As stored: a built-in entry's name in the company's language at registration, else as an administrator typed it. */
  name: string;
  /**
   * A built-in entry's stable key (`BUILT_IN_NATIONALITIES`, `BUILT_IN_RELIGIONS`) until an
   * administrator renames it: readers show it in their own language by this key.
   */
  builtin_key: string | null;
}

export const ListNationalitiesReligionsRequest = z.object({});

/** The profile's choices: the company's nationalities or religions, all of them, sorted by name in the user's language. */
export const LIST_NATIONALITIES = rpcMessage<NamedItem[]>()('org.profile.nationalities', ListNationalitiesReligionsRequest);
export const LIST_RELIGIONS = rpcMessage<NamedItem[]>()('org.profile.religions', ListNationalitiesReligionsRequest);

/** The administration screen: a page of the nationalities or religions, searched by name. */
export const LIST_NATIONALITIES_PAGE = rpcMessage<Page<NamedItem>>()('org.nationalities.list', PageQueryRequest);
export const LIST_RELIGIONS_PAGE = rpcMessage<Page<NamedItem>>()('org.religions.list', PageQueryRequest);

/** A nationality or religion's form: its name (required and unique in the company's list: org's rules). */
export const NationalityReligionForm = z.object({ name: textField().meta({ example: 'Macedonian' }) });
export type NationalityReligionForm = z.input<typeof NationalityReligionForm>;

/** Adds an entry (`{ name }`) or renames one (`{ id, name }`). */
export const SaveNationalityReligionRequest = NationalityReligionForm.extend({ id: optionalRowId() });
export type SaveNationalityReligionRequest = z.input<typeof SaveNationalityReligionRequest>;

export const SAVE_NATIONALITY = rpcMessage<NamedItem>()('org.nationalities.save', SaveNationalityReligionRequest);
export const SAVE_RELIGION = rpcMessage<NamedItem>()('org.religions.save', SaveNationalityReligionRequest);

export const DeleteNationalityReligionRequest = z.object({ id: rowId() });
export type DeleteNationalityReligionRequest = z.input<typeof DeleteNationalityReligionRequest>;

/** Deletes an entry nobody refers to (a person or a holiday using it answers 409 in_use). */
export const DELETE_NATIONALITY = rpcMessage<{ deleted: true }>()('org.nationalities.delete', DeleteNationalityReligionRequest);
export const DELETE_RELIGION = rpcMessage<{ deleted: true }>()('org.religions.delete', DeleteNationalityReligionRequest);
