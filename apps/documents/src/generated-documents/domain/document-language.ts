import { type AuthDocumentContext, type Lang, LANGS } from '@presently/contracts';

/**
 * The language a document is written in: the employee's own (auth keeps it with their account), else
 * the company's — for a user without an account, or an answer in a language documents has no
 * template for.
 */
export function documentLanguage(own: AuthDocumentContext | null, company: Lang): Lang {
  return own && (LANGS as readonly string[]).includes(own.language) ? own.language : company;
}
