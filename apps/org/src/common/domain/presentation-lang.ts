import { LANGS, type Lang } from '@presently/contracts';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** The language to present in: the actor's when it is one we ship, otherwise English. */
export const presentationLang = (lang: unknown): Lang => (isLang(lang) ? lang : 'en');
