// The org requests are contract schemas now (libs/contracts/src/org). Kept only until the presence
// area stops importing `Form` from here; delete this folder then.

/** A form as the gateway passes it on: each field left out, null, or its value. */
export type Form<T> = { [K in keyof T]?: T[K] | null };
