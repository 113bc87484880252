/**
 * The presence rules as pure functions (no I/O, no framework): the clocking state machine, what a gate
 * scan does, days and ISO weeks in the company's zone, rounding, overlap resolution, classification
 * into presence types, totals and automatic stop. See docs/presence-rules.md for the rules with
 * worked examples.
 */
export * from './types';
export * from './state';
export * from './scan';
export * from './time';
export * from './rounding';
export * from './overlaps';
export * from './classify';
export * from './auto-stop';
export * from './night';
