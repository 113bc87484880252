import { TextField } from '../../validation/field.decorators';

/** A nationality or a religion. */
export class NamedItemDto {
  @TextField({ required: true, example: 'Macedonian' }) name?: string;
}
