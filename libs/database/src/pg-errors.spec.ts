import { QueryFailedError } from 'typeorm';
import { isConnectionLoss, isUniqueViolation } from './pg-errors';

const failed = (driverError: object) => new QueryFailedError('SELECT 1', [], Object.assign(new Error('failed'), driverError));

describe('PostgreSQL errors', () => {
  it('tells a lost connection (the caller may retry) from a query that is wrong', () => {
    expect(isConnectionLoss(failed({ code: '57P01', message: 'terminating connection due to administrator command' }))).toBe(true);
    expect(isConnectionLoss(failed({ code: '08006' }))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionLoss(failed({ code: '23505' }))).toBe(false);
    expect(isConnectionLoss(failed({ code: '22P02' }))).toBe(false);
    expect(isConnectionLoss(new Error('something else'))).toBe(false);
  });

  it('recognises a unique violation', () => {
    expect(isUniqueViolation(failed({ code: '23505', constraint: 'uq_x' }), 'uq_x')).toBe(true);
    expect(isUniqueViolation(failed({ code: '23505', constraint: 'uq_y' }), 'uq_x')).toBe(false);
  });
});
