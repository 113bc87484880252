import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Keys the web translates: the input cannot be stored or checked as it is. */
export const INPUT_ERRORS = {
  /** A NUL character or half of a UTF-16 surrogate pair: PostgreSQL's text refuses the first, no font shows the second. */
  invalidCharacters: 'invalid_characters',
  /** A JSON value nested deeper than any form of ours goes. */
  nestingTooDeep: 'nesting_too_deep',
} as const;

/** No request of the API nests deeper than a few levels (settings → night_work → start). */
export const MAX_INPUT_DEPTH = 16;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that can be stored and shown: no NUL, no lone surrogate. */
export const isCleanText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

type Problems = Record<string, string[]>;

/**
 * The problems of a parsed input (body or query), by field: walked without recursion, so a value
 * nested thousands of levels deep is refused here instead of overflowing a validator's stack.
 */
export function inputProblems(input: unknown): Problems {
  const problems: Problems = {};
  const add = (field: string, key: string) => {
    const keys = (problems[field] ??= []);
    if (!keys.includes(key)) keys.push(key);
  };
  const stack: Array<{ value: unknown; depth: number; field: string }> = [{ value: input, depth: 0, field: '_' }];
  while (stack.length > 0) {
    const { value, depth, field } = stack.pop() as { value: unknown; depth: number; field: string };
    if (typeof value === 'string') {
      if (!isCleanText(value)) add(field, INPUT_ERRORS.invalidCharacters);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      add(field, INPUT_ERRORS.nestingTooDeep);
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      // The error belongs to the form's field: the top-level key (a list's items are the list).
      const childField = depth === 0 ? key : field;
      if (!isCleanText(key)) add(childField, INPUT_ERRORS.invalidCharacters);
      stack.push({ value: child, depth: depth + 1, field: childField });
    }
  }
  return problems;
}

/** Refuses a body or query that no service could store or check, with a 422 naming the fields. */
export function inputGuard(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const problems = { ...inputProblems(req.query), ...inputProblems(req.body) };
  if (Object.keys(problems).length === 0) return done();
  void reply.code(422).send({ errors: problems });
}
