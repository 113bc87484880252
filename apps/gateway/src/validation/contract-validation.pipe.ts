import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform, UnprocessableEntityException } from '@nestjs/common';
import { ERROR_KEYS } from '@presently/contracts';
import { parseWith } from '@presently/domain';
import type { ZodType } from 'zod';

/** A DTO made with contractDto (nestjs-zod's createZodDto) from a contract schema. */
interface ContractDtoClass {
  isZodDto: true;
  schema: ZodType;
}

const isContractDto = (cls: unknown): cls is ContractDtoClass => typeof cls === 'function' && (cls as Partial<ContractDtoClass>).isZodDto === true;

/** Query parameters sent empty (`?team_id=`) count as left out, as the web's filters send them. */
function withoutEmpty(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}

/**
 * The global pipe: a body or query typed with a contract DTO is parsed with its zod schema — the
 * same schema the service parses on the way in — into the typed value; anything else passes through.
 * - body: a missing body is `{}`; one that is not a JSON object is 400 `malformed_body`;
 * - every field error at once: 422 `{ errors: { field: [key] } }`.
 */
@Injectable()
export class ContractValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if ((metadata.type !== 'body' && metadata.type !== 'query') || !isContractDto(metadata.metatype)) return value;
    const input = metadata.type === 'query' ? withoutEmpty(value) : value === undefined ? {} : value;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
    const parsed = parseWith(metadata.metatype.schema, input);
    if (parsed.ok) return parsed.value;
    throw new UnprocessableEntityException({ errors: parsed.errors });
  }
}
