import { randomUUID } from 'node:crypto';

// The fuzz suite's view of the OpenAPI document: its operations, and a plausible value for every schema,
// so that one bad field at a time reaches as deep into the platform as the rest of the body allows.

export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  example?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  security?: Array<Record<string, unknown>>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  path: string;
  /** `POST /api/users/{id}`: how findings name it. */
  name: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The media type of the body, when the operation takes one. */
  bodyType: 'json' | 'multipart' | null;
  /** The JSON body's schema, references resolved at the top. */
  bodySchema: Schema | null;
  /** The file fields of a multipart form. */
  fileFields: string[];
  /** Whether a user's bearer token opens it (the device API and public calls do not need one). */
  bearer: boolean;
  deviceKey: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = raw.parameters ?? [];
      const content = raw.requestBody?.content ?? {};
      const bodyType = content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : null;
      const security = (raw.security ?? []).flatMap((s) => Object.keys(s));
      ops.push({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        bodyType,
        bodySchema: bodyType === 'json' ? resolve(doc, content['application/json'].schema ?? {}) : null,
        fileFields:
          bodyType === 'multipart'
            ? Object.entries(resolve(doc, content['multipart/form-data'].schema ?? {}).properties ?? {})
                .filter(([, v]) => v.format === 'binary')
                .map(([k]) => k)
            : [],
        bearer: security.includes('bearer'),
        deviceKey: security.includes('device-key'),
      });
    }
  }
  return ops;
}

export function resolve(doc: OpenApiDoc, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop() as string] ?? {};
  return s;
}

/** A blank-string alternative (`^\s*$`) is how the contracts say "left empty": never the value to fuzz from. */
const isBlankAlternative = (s: Schema) => s.type === 'string' && s.pattern === '^\\s*$';

/** The schema a value is really meant to match: the first alternative that is not "blank". */
export function effective(doc: OpenApiDoc, schema: Schema): Schema {
  let s = resolve(doc, schema);
  for (let i = 0; i < 5; i++) {
    const alternatives = s.anyOf ?? s.oneOf;
    if (!alternatives) break;
    const chosen = alternatives.map((a) => resolve(doc, a)).find((a) => !isBlankAlternative(a)) ?? alternatives[0];
    // `anyOf: [{enum:[1]}, {enum:[2]}]`: one enum alternative is a value of the whole.
    s = { ...chosen, nullable: s.nullable || chosen.nullable, example: s.example ?? chosen.example };
  }
  if (s.allOf?.length) s = { ...resolve(doc, s.allOf[0]), ...s, allOf: undefined };
  return s;
}

/**
 * Ids of the actor's own company that a plausible body refers to (by field name), and values of
 * fields no schema can invent (a user's QR code).
 */
export type IdContext = Partial<Record<'user' | 'department' | 'team' | 'nationality' | 'religion' | 'shift' | 'device', number>> & {
  /** Values by field name, made fresh for each request (a scan's id must be new, or it is a duplicate). */
  fields?: Record<string, () => unknown>;
};

const idFieldKind = (field: string): keyof IdContext | null => {
  if (/(^|_)user_ids?$|member_ids$|_user_id$/.test(field)) return 'user';
  const m = /^(department|team|nationality|religion|shift|device)_id$/.exec(field);
  return m ? (m[1] as keyof IdContext) : null;
};

export const isDateLike = (field: string, s: Schema) =>
  s.format === 'date' || s.format === 'date-time' || /(^|_)(date|dates|from|to|start|end|birthday|on|at)$/.test(field);

/** A value the schema accepts, as near as the document tells: examples first, then the type's plain value. */
export function plausible(doc: OpenApiDoc, schema: Schema, field: string, ids: IdContext, depth = 0): unknown {
  const s = effective(doc, schema);
  const idKind = idFieldKind(field);
  if (ids.fields && field in ids.fields) return ids.fields[field]();
  if (s.type === 'object' || s.properties) {
    if (depth > 6) return {};
    // With a list of required fields, only those: an optional field's plausible value may be the one thing refused.
    const props = Object.entries(s.properties ?? {}).filter(([k]) => !s.required || s.required.includes(k));
    return Object.fromEntries(props.map(([k, v]) => [k, plausible(doc, v, k, ids, depth + 1)]));
  }
  if (s.type === 'array') {
    if (Array.isArray(s.example)) return s.example;
    return [plausible(doc, s.items ?? { type: 'string' }, field.replace(/s$/, ''), ids, depth + 1)];
  }
  if (s.enum?.length) return s.enum.find((v) => v !== null);
  if (s.type === 'number' || s.type === 'integer') {
    if (idKind && ids[idKind]) return ids[idKind];
    if (typeof s.example === 'number') return s.example;
    return Math.max(1, s.minimum ?? 1);
  }
  if (s.type === 'boolean') return false;
  if (s.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@e2e.presently.test`;
  if (s.format === 'date') return '2030-03-11';
  // An instant a minute ago: clocks and scans refuse the future.
  if (s.format === 'date-time') return new Date(Date.now() - 60_000).toISOString();
  if (typeof s.example === 'string') return s.example;
  if (s.pattern === '^([01]\\d|2[0-3]):[0-5]\\d$') return '08:30';
  if (s.pattern === '^[A-Za-z]{2}$') return 'MK';
  if (s.pattern?.startsWith('^#')) return '#3949ab';
  return `fuzz ${randomUUID().slice(0, 6)}`;
}
