/**
 * For the password forms' submit-and-validate tests (the shared NewPasswordFields rules): on a machine
 * whose cores are saturated they fail about one run in three — the validation message does not appear
 * within 8 s after the submit click. Reproduced on main both before and after the first-load change of
 * issue 14 (three such test files beside two busy loops on two cores); never on a quiet machine; the
 * cause is not found yet (docs/web-shell.md, "Known flaky tests"). Two retries keep a saturated CI
 * run from failing on it; a form that is really broken fails all three times.
 */
export const SATURATED_MACHINE_RETRIES = { retry: 2 } as const;
