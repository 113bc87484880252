import i18next from 'i18next';
import { formatDay, formatMonth } from './dates';

/** Error bodies the gateway sends: 422 `{ errors: { field: [key] } }`, other 4xx/5xx `{ error: key }`. */
export interface ErrorBody {
  errors?: Record<string, readonly string[] | string>;
  error?: string;
}

export type TranslateErrorKey = (key: string) => string;

export const FALLBACK_ERROR_KEY = 'something_went_wrong';

/** A number outside its range: `between_<min>_and_<max>` (the server's keys carry no parameters). */
const RANGE_KEY = /^between_(-?\d+)_and_(-?\d+)$/;
/** A team over the company's maximum share off: `team_coverage_exceeded:<day>:<off>:<team size>:<max %>`. */
const COVERAGE_KEY = /^team_coverage_exceeded:(\d{4}-\d{2}-\d{2}):(\d+):(\d+):(\d+)$/;

/** A change touching a closed month: `month_closed:<YYYY-MM>` (issue 15 ★). */
const MONTH_CLOSED_KEY = /^month_closed:(\d{4}-\d{2})$/;

// Keys are snake_case; separators are switched off so a raw server sentence ("Value: x.") is shown as is.
export const translateWithI18next: TranslateErrorKey = (key) => {
  const range = RANGE_KEY.exec(key);
  if (range) return i18next.t('between', { ns: 'errors', min: range[1], max: range[2] });
  const coverage = COVERAGE_KEY.exec(key);
  if (coverage) return i18next.t('team_coverage_exceeded_on', { ns: 'errors', date: formatDay(coverage[1]), off: coverage[2], size: coverage[3], max: coverage[4] });
  const closed = MONTH_CLOSED_KEY.exec(key);
  if (closed) return i18next.t('month_closed_named', { ns: 'errors', month: formatMonth(closed[1]) });
  return i18next.t(key, { ns: 'errors', nsSeparator: false, keySeparator: false, defaultValue: key });
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Accepts the body itself or an RTK Query error: `{ status, data: body }` for an HTTP error, or
 * `{ status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | …, error: 'TypeError: …' }` with no body at all.
 */
function bodyOf(source: unknown): unknown {
  if (!isRecord(source) || !('status' in source)) return source;
  if ('data' in source) return source.data;
  return typeof source.status === 'string' ? undefined : source;
}

function keysOf(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const keys: string[] = [];
  if (isRecord(body.errors)) {
    for (const value of Object.values(body.errors)) {
      const list = Array.isArray(value) ? value : [value];
      keys.push(...list.filter((item): item is string => typeof item === 'string'));
    }
  }
  if (typeof body.error === 'string') keys.push(body.error);
  return keys.map((key) => key.trim()).filter((key) => key.length > 0);
}

/**
 * The shared error builder (spec section 8): every message key is translated (namespace `errors`),
 * messages are joined by a blank line, and without any key the generic message is returned.
 */
export function buildErrorMessage(source: unknown, translate: TranslateErrorKey = translateWithI18next): string {
  const messages = [...new Set(keysOf(bodyOf(source)).map(translate))];
  return messages.length > 0 ? messages.join('\n\n') : translate(FALLBACK_ERROR_KEY);
}
