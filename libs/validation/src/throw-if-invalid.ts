import { ValidationFailedError } from '@presently/domain';
import type { FieldChecker } from './field-checker';

/** Throws a checker's collected field errors as one 422, if it has any. */
export function throwIfInvalid(checker: FieldChecker): void {
  if (!checker.ok) throw new ValidationFailedError(checker.result);
}

/** Throws field errors as a 422, if there are any. */
export function throwFieldErrors(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw new ValidationFailedError(errors);
}
