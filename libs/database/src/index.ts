export * from './snake-naming.strategy';
export * from './data-source';
export * from './migrate';
export * from './inbox/processed-event.entity';
export * from './inbox/inbox';
export * from './pg-errors';
export * from './inbox/inbox-migration';
