import { createZodDto } from 'nestjs-zod';
import type { ZodType } from 'zod';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod writes "or null" the JSON Schema 2020 way (`type: ["string", "null"]`, `anyOf: [..., {type: "null"}]`);
 * @nestjs/swagger reads a `type` list as "an array of", so a nullable text field would be documented as
 * an array. This rewrites both shapes to OpenAPI 3.0's `nullable: true`, recursively.
 */
export function openApiNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiNullable);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) out[k] = openApiNullable(v);
  if (Array.isArray(out.type) && out.type.includes('null')) {
    const types = out.type.filter((t) => t !== 'null');
    out.type = types.length === 1 ? types[0] : types;
    out.nullable = true;
  }
  if (Array.isArray(out.anyOf) && out.anyOf.some((s) => isObject(s) && s.type === 'null')) {
    const rest = out.anyOf.filter((s) => !(isObject(s) && s.type === 'null'));
    out.nullable = true;
    if (rest.length === 1) {
      delete out.anyOf;
      Object.assign(out, rest[0]);
    } else out.anyOf = rest;
  }
  return out;
}

interface OpenApiFactory {
  _OPENAPI_METADATA_FACTORY(): Record<string, unknown>;
}

/**
 * A request DTO from a contract schema (libs/contracts): the global pipe validates with the schema
 * (the same the service parses) and OpenAPI documents it. Wraps nestjs-zod's createZodDto so the
 * library sits behind one local name.
 */
export function contractDto<S extends ZodType>(schema: S) {
  const Dto = createZodDto(schema);
  const factory = (Dto as unknown as OpenApiFactory)._OPENAPI_METADATA_FACTORY.bind(Dto);
  // Overridden on the class itself: a generic subclass would lose the DTO's property types.
  Object.defineProperty(Dto, '_OPENAPI_METADATA_FACTORY', { value: () => openApiNullable(factory()) as Record<string, unknown> });
  return Dto;
}
