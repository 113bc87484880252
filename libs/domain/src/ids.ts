/** The largest id a PostgreSQL integer column holds: a larger one names nothing and must not reach SQL. */
export const MAX_ID = 2_147_483_647;

/** A JSON number that can name a row. */
export const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/** An id written in a URL (`/users/12`): digits naming a positive integer that fits an id column, or null. */
export function parseIdParam(value: unknown): number | null {
  if (typeof value !== 'string' || !ID_DIGITS.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** The key of a number outside its range: 'between_1_and_53' (keys carry no parameters, the web fills them in). */
export const rangeKey = (min: number, max: number): string => `between_${min}_and_${max}`;
