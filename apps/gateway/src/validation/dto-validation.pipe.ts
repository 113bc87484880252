import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform, UnprocessableEntityException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ERROR_KEYS } from '@presently/contracts';
import { parseWith } from '@presently/domain';
import type { ZodType } from 'zod';
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

/** A DTO made with nestjs-zod's createZodDto from a contract schema. */
interface ZodDtoClass {
  isZodDto: true;
  schema: ZodType;
}

const isZodDto = (cls: unknown): cls is ZodDtoClass => typeof cls === 'function' && (cls as Partial<ZodDtoClass>).isZodDto === true;

/** Query parameters sent empty (`?team_id=`) count as left out, as the web's filters send them. */
function withoutEmpty(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}

/**
 * The global pipe: bodies and queries typed with a DTO are validated; anything else passes through.
 * A contract DTO (createZodDto) is parsed with its zod schema — the same schema the service parses on
 * the way in — and answers the same 422 `{ errors }` / 400 `malformed_body` as the class DTOs.
 */
@Injectable()
export class DtoValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const cls = metadata.metatype;
    if (!cls || PRIMITIVES.includes(cls) || (metadata.type !== 'body' && metadata.type !== 'query')) return value;
    if (isZodDto(cls)) return this.parseContract(cls.schema, value, metadata.type);
    const result = await validateDto(cls as DtoClass<object>, value);
    if (result.ok) return result.value;
    if (result.malformed) throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
    throw new UnprocessableEntityException({ errors: result.errors });
  }

  private parseContract(schema: ZodType, value: unknown, type: 'body' | 'query'): unknown {
    const input = type === 'query' ? withoutEmpty(value) : value === undefined ? {} : value;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
    const parsed = parseWith(schema, input);
    if (parsed.ok) return parsed.value;
    throw new UnprocessableEntityException({ errors: parsed.errors });
  }
}
