export * from './test-env';
export * from './wait-for';
export * from './service-harness';
export * from './amqp-cleanup';
export * from './queries';
