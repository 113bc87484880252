import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform, UnprocessableEntityException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ERROR_KEYS } from '@presently/contracts';
import { fieldErrorsOf, mergeFieldErrors, type FieldErrors } from './field-errors';

/** A DTO whose fields depend on each other (passwords and their confirmation) adds its own check. */
export interface CrossFieldChecked {
  crossFieldErrors(): FieldErrors;
}

const hasCrossFieldCheck = (value: object): value is CrossFieldChecked =>
  typeof (value as Partial<CrossFieldChecked>).crossFieldErrors === 'function';

type DtoClass<T extends object> = new () => T;

export type DtoResult<T> = { ok: true; value: T } | { ok: false; malformed: true } | { ok: false; malformed?: false; errors: FieldErrors };

/**
 * Validates a plain body against a DTO class: unknown properties are dropped, every failure is a key.
 * A body that is not an object (an array, a string) is malformed; an absent body is an empty object,
 * so that each required field says it is required.
 */
export async function validateDto<T extends object>(cls: DtoClass<T>, plain: unknown): Promise<DtoResult<T>> {
  const body = plain === undefined ? {} : plain;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, malformed: true };
  const value = plainToInstance(cls, body, { enableImplicitConversion: false, exposeDefaultValues: false });
  const shape = fieldErrorsOf(await validate(value, { whitelist: true, forbidNonWhitelisted: false, validationError: { target: false, value: true } }));
  const errors = hasCrossFieldCheck(value) ? mergeFieldErrors(shape, value.crossFieldErrors()) : shape;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

const PRIMITIVES: unknown[] = [String, Number, Boolean, Array, Object];

/** The global pipe: bodies and queries typed with a DTO class are validated; anything else passes through. */
@Injectable()
export class DtoValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const cls = metadata.metatype;
    if (!cls || PRIMITIVES.includes(cls) || (metadata.type !== 'body' && metadata.type !== 'query')) return value;
    const result = await validateDto(cls as DtoClass<object>, value);
    if (result.ok) return result.value;
    if (result.malformed) throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
    throw new UnprocessableEntityException({ errors: result.errors });
  }
}
