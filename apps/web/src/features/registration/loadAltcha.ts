/** Loads the `altcha` package, which defines `<altcha-widget>` (its own chunk, see vite.config.mts). */
export const loadAltcha = (): Promise<unknown> => import('altcha');
