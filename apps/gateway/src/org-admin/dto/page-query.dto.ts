// The page bounds live in the contracts now (libs/contracts/src/org/page.ts). Kept only until the
// presence area imports them from @presently/contracts; delete this folder then.
export { PAGE_MAX, PER_PAGE_MAX } from '@presently/contracts';
