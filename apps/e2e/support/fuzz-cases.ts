import { effective, isDateLike, plausible, type IdContext, type OpenApiDoc, type Operation, type Schema } from './fuzz-openapi';

// The requests the fuzz suite sends for one operation: each changes one thing (a field, a parameter, a
// path id, the body's framing) from a plausible request, so a finding names the input that caused it.

export interface Probe {
  op: string;
  /** What was changed, readable: `body.name = NUL`, `query.page = "abc"`, `path.id = -1`. */
  input: string;
  method: string;
  /** Path and query, ready to send. */
  url: string;
  body?: string | Buffer;
  contentType?: string;
}

/** Where the valid path values of an operation come from (the actor's own resources). */
export type PathValue = (op: Operation, param: string) => string | null;

const HUGE = 'x'.repeat(100_000);
/** Past the edge's limit (16) and the depth at which validators that recurse used to fail (~2,500). */
const DEEP_LEVELS = 2_500;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const DEEP_MARK = '__fuzz_deep_value__';

/** A readable value for a finding: long values shortened, control characters shown. */
export function show(value: unknown): string {
  if (value === undefined) return '(left out)';
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

interface ValueCase {
  label: string;
  value?: unknown;
  /** Raw JSON text for the value (nesting JSON.stringify would itself refuse to write). */
  raw?: string;
  omit?: boolean;
}

/** Bad values for one body field whose plausible value has the given schema. */
function fieldCases(s: Schema, field: string, nested: boolean): ValueCase[] {
  const type = s.type ?? (s.properties ? 'object' : 'string');
  const cases: ValueCase[] = [];
  if (type !== 'number' && type !== 'integer') cases.push({ label: 'a number', value: 12345 });
  if (type !== 'string') cases.push({ label: 'a string', value: 'fuzz' });
  if (type !== 'object') cases.push({ label: 'an object', value: { a: 1 } });
  if (type !== 'array') cases.push({ label: 'an array', value: ['x', 1] });
  if (type !== 'boolean') cases.push({ label: 'a boolean', value: true });
  if (type === 'number' || type === 'integer') cases.push({ label: 'a huge number', value: 1e308 }, { label: 'a fraction', value: 1.5 }, { label: 'negative', value: -1 });
  if (nested) return cases;
  cases.push({ label: 'null', value: null }, { label: 'left out', omit: true });
  cases.push({ label: '100k chars', value: HUGE }, { label: 'a NUL character', value: 'a\u0000b' }, { label: 'a lone surrogate', value: 'a\ud800b' });
  cases.push({ label: `nested ${DEEP_LEVELS} deep`, raw: deepArray(DEEP_LEVELS) });
  if (isDateLike(field, s)) cases.push({ label: 'the 30th of February', value: '2026-02-30' }, { label: 'not a date', value: 'x' }, { label: 'year 0', value: '0000-01-01T00:00:00Z' });
  if (type === 'array') cases.push({ label: 'a list of bad items', value: [null, {}, 'a\u0000', -1] }, { label: '20k items', value: Array.from({ length: 20_000 }, (_, i) => i + 1) });
  return cases;
}

function bodyText(base: Record<string, unknown>, path: string[], c: ValueCase): string {
  const copy = structuredClone(base);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (c.omit) delete target[last];
  else target[last] = c.raw !== undefined ? DEEP_MARK : c.value;
  const text = JSON.stringify(copy);
  return c.raw !== undefined ? text.replace(`"${DEEP_MARK}"`, c.raw) : text;
}

/** Bad values for a query parameter (as text: a query has no types). */
function queryCases(name: string, s: Schema): Array<{ label: string; query: string }> {
  const q = (v: string) => `${encodeURIComponent(name)}=${v}`;
  const cases = [
    { label: '"abc"', query: q('abc') },
    { label: '-1', query: q('-1') },
    { label: '0', query: q('0') },
    { label: '99999999999', query: q('99999999999') },
    { label: '1e3', query: q('1e3') },
    { label: '1.5', query: q('1.5') },
    { label: 'empty', query: q('') },
    { label: 'a NUL character', query: q('%00') },
    { label: 'a lone surrogate (CESU-8 bytes)', query: q('%ED%A0%80') },
    { label: 'a broken UTF-8 byte', query: q('%FF') },
    { label: '8k chars', query: q('x'.repeat(8_000)) },
    { label: 'given twice', query: `${q('1')}&${q('2')}` },
    { label: 'as an object', query: `${encodeURIComponent(name)}[a]=1` },
  ];
  if (isDateLike(name, s) || name === 'year' || name === 'weeknum') cases.push({ label: 'the 30th of February', query: q('2026-02-30') }, { label: 'not a date', query: q('x') });
  return cases;
}

const PATH_ID_CASES: Array<[string, string]> = [
  ['0', '0'],
  ['-1', '-1'],
  ['"abc"', 'abc'],
  ['99999999999', '99999999999'],
  ['1e3', '1e3'],
  ['1.5', '1.5'],
  ['a NUL character', '%00'],
  ['an encoded slash', '1%2F2'],
];

function fillPath(op: Operation, valueOf: PathValue, override?: { name: string; raw: string }): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (override?.name === name) return override.raw;
    return encodeURIComponent(valueOf(op, name) ?? '1');
  });
}

const baseQuery = (op: Operation) =>
  op.queryParams
    .filter((p) => p.required)
    .map((p) => `${encodeURIComponent(p.name)}=1`)
    .join('&');

const withQuery = (path: string, ...parts: string[]) => {
  const query = parts.filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
};

/** Whole-body framings that no operation should choke on. */
const FRAMINGS: Array<{ label: string; body?: string | Buffer; contentType?: string }> = [
  { label: 'no body, JSON content type', body: undefined, contentType: 'application/json' },
  { label: 'an empty object', body: '{}', contentType: 'application/json' },
  { label: 'malformed JSON (cut short)', body: '{"a":', contentType: 'application/json' },
  { label: 'malformed JSON (bare word)', body: '{bad}', contentType: 'application/json' },
  { label: 'JSON null', body: 'null', contentType: 'application/json' },
  { label: 'a JSON array', body: '[1,2]', contentType: 'application/json' },
  { label: 'a JSON string', body: '"text"', contentType: 'application/json' },
  { label: `an array nested ${DEEP_LEVELS} deep`, body: deepArray(DEEP_LEVELS), contentType: 'application/json' },
  { label: 'an object nested 100k deep', body: deepObject(100_000), contentType: 'application/json' },
  { label: 'a NUL in a key', body: '{"a\\u0000":1}', contentType: 'application/json' },
  { label: 'broken UTF-8 bytes', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]), contentType: 'application/json' },
  { label: 'a form-encoded body', body: 'a=1&a=2&b[c]=%00', contentType: 'application/x-www-form-urlencoded' },
  { label: 'plain text', body: 'hello', contentType: 'text/plain' },
  { label: 'a bare multipart body', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
  { label: 'multipart with no boundary', body: 'garbage', contentType: 'multipart/form-data' },
];

const BOUNDARY = 'fuzzboundary';
const part = (field: string, filename: string | null, type: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from('\r\n'),
  ]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bad uploads for a file field of a multipart form. */
function fileCases(field: string): Array<{ label: string; body: Buffer }> {
  return [
    { label: 'not an image', body: form(part(field, 'a.png', 'image/png', Buffer.from('plain text'))) },
    { label: 'an empty file', body: form(part(field, 'a.png', 'image/png', Buffer.alloc(0))) },
    { label: 'a PNG signature and garbage', body: form(part(field, 'a.png', 'image/png', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 0xff)]))) },
    { label: 'a 2 MB file', body: form(part(field, 'a.png', 'image/png', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024, 1)]))) },
    { label: 'two files', body: form(part(field, 'a.png', 'image/png', PNG_SIGNATURE), part(field, 'b.png', 'image/png', PNG_SIGNATURE)) },
    { label: 'a NUL and a lone surrogate in the file name', body: form(part(field, 'a\u0000\ud800.png', 'image/png', PNG_SIGNATURE)) },
    { label: 'text instead of a file', body: form(part(field, null, 'text/plain', Buffer.from('x'))) },
    { label: 'the file under another name', body: form(part('other', 'a.png', 'image/png', PNG_SIGNATURE)) },
    { label: 'cut short', body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\nabc`) },
  ];
}

/** Every probe of one operation, sent as the actor whose resources `valueOf` names. */
export function probesFor(doc: OpenApiDoc, op: Operation, valueOf: PathValue, ids: IdContext): Probe[] {
  const probes: Probe[] = [];
  const path = fillPath(op, valueOf);
  const query = baseQuery(op);
  const url = withQuery(path, query);
  const add = (input: string, p: Partial<Probe>) => probes.push({ op: op.name, input, method: op.method, url, ...p });

  for (const param of op.pathParams) {
    for (const [label, raw] of PATH_ID_CASES) add(`path.${param.name} = ${label}`, { url: withQuery(fillPath(op, valueOf, { name: param.name, raw }), query) });
  }

  for (const param of op.queryParams) {
    const others = op.queryParams.filter((p) => p.required && p.name !== param.name).map((p) => `${encodeURIComponent(p.name)}=1`);
    for (const c of queryCases(param.name, effective(doc, param.schema ?? {}))) add(`query.${param.name} = ${c.label}`, { url: withQuery(path, ...others, c.query) });
  }
  if (op.queryParams.length === 0) add('unexpected query parameters', { url: withQuery(path, query, 'zz=%00&zz[a]=1&page=-1') });

  if (op.method === 'GET') return probes;

  for (const framing of FRAMINGS) add(`body: ${framing.label}`, { body: framing.body, contentType: framing.contentType });
  for (const field of op.fileFields) {
    for (const c of fileCases(field)) add(`form.${field} = ${c.label}`, { body: c.body, contentType: `multipart/form-data; boundary=${BOUNDARY}` });
  }

  const schema = op.bodySchema ? effective(doc, op.bodySchema) : null;
  if (!schema?.properties) return probes;
  const base = () => plausible(doc, schema, '', ids) as Record<string, unknown>;
  add('body: a plausible request', { body: JSON.stringify(base()), contentType: 'application/json' });
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    const s = effective(doc, fieldSchema);
    for (const c of fieldCases(s, field, false)) add(`body.${field} = ${c.label}`, { body: bodyText(base(), [field], c), contentType: 'application/json' });
    for (const [sub, subSchema] of Object.entries(s.properties ?? {})) {
      for (const c of fieldCases(effective(doc, subSchema), sub, true)) add(`body.${field}.${sub} = ${c.label}`, { body: bodyText(base(), [field, sub], c), contentType: 'application/json' });
    }
  }
  return probes;
}
