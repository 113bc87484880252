// The absence rules as pure functions: working days, per-type rules, the approval chain, balances.
export * from './working-days';
export * from './absence-type-rules';
export * from './request-rules';
export * from './approval-chain';
export * from './vacation-balance';
export * from './request-changes';
export * from './team-coverage';
export * from './calendar-scope';
export * from './calendar-layout';
export * from './closed-months';
