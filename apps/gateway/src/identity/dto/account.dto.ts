import type { ChangeLanguageRequest, Lang } from '@presently/contracts';
import { RequiredOption } from '../../validation/field.decorators';
import { LANGS } from './password.dto';

export class ChangeLanguageDto implements ChangeLanguageRequest {
  @RequiredOption(LANGS, 'The user’s language')
  user_lang!: Lang;
}
