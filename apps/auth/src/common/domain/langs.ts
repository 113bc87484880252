import type { Lang } from '@presently/contracts';

/** The interface languages (the web's gb is sent as en). */
export const LANGS: readonly Lang[] = ['en', 'mk', 'bg'];
