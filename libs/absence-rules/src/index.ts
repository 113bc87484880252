// The absence rules as pure functions: working days, per-type rules, the approval chain, balances.
export {};
