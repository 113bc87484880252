/**
 * The fields a validated body carries, as a plain object for a message: those left out are not sent
 * (a partial update changes only what was sent), null is (it clears a nullable field). Nested DTOs
 * become plain objects the same way.
 */
export function definedFields<T extends object>(dto: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(dto)) {
    if (value === undefined) continue;
    out[key] = value !== null && typeof value === 'object' && !Array.isArray(value) ? definedFields(value as object) : value;
  }
  return out as Partial<T>;
}
