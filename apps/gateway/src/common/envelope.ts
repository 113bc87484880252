/** Success bodies are `{ data }`; a call that answers nothing answers `{ data: null }`. */
export const data = <T>(value: T): { data: T | null } => ({ data: value === undefined ? null : value });
