// Starts PostgreSQL, RabbitMQ and Redis when they are installed here but stopped (needs no npm packages).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ensureBackingServices } = require('./lib/backing.cjs');

try {
  await ensureBackingServices(process.env);
  console.log('PostgreSQL, RabbitMQ and Redis are up.');
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
