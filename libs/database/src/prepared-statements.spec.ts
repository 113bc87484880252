import { executeStatement, isStalePreparedStatement, PreparedStatements, preparedStatement } from './prepared-statements';

describe('prepared statements', () => {
  const lock = preparedStatement('lock_user', ['integer'], 'SELECT pg_advisory_xact_lock(1, $1)');

  it('defines a statement with its parameter types and executes it with as many literals', () => {
    expect(lock.prepare).toBe('PREPARE lock_user(integer) AS SELECT pg_advisory_xact_lock(1, $1)');
    expect(executeStatement(lock, '42')).toBe('EXECUTE lock_user(42)');
    expect(executeStatement(preparedStatement('now_', [], 'SELECT now()'))).toBe('EXECUTE now_');
    expect(() => executeStatement(lock)).toThrow('lock_user takes 1 values, not 0');
    expect(() => preparedStatement('drop table x;--', [], 'SELECT 1')).toThrow('not a statement name');
  });

  it('prepares a set once per connection, and again on a connection it was told to forget', async () => {
    const set = new PreparedStatements([lock, preparedStatement('open_record', ['integer'], 'SELECT $1')]);
    const sent: string[] = [];
    const client = { query: async (text: string) => void sent.push(text) };
    await set.ensure(client);
    await set.ensure(client);
    expect(sent).toEqual(['PREPARE lock_user(integer) AS SELECT pg_advisory_xact_lock(1, $1);\nPREPARE open_record(integer) AS SELECT $1']);
    set.forget(client);
    await set.ensure(client);
    expect(sent).toHaveLength(2);
  });

  it('leaves a connection unprepared when preparing it failed', async () => {
    const set = new PreparedStatements([lock]);
    let fail = true;
    const client = { query: async () => { if (fail) throw new Error('connection lost'); } };
    await expect(set.ensure(client)).rejects.toThrow('connection lost');
    fail = false;
    const spy = jest.spyOn(client, 'query');
    await set.ensure(client);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('tells stale or missing prepared statements from other failures, as the driver or TypeORM reports them', () => {
    expect(isStalePreparedStatement({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(isStalePreparedStatement({ driverError: { code: '26000', message: 'prepared statement "lock_user" does not exist' } })).toBe(true);
    expect(isStalePreparedStatement({ code: '0A000', message: 'FOR UPDATE is not allowed with UNION' })).toBe(false);
    expect(isStalePreparedStatement({ code: '23505' })).toBe(false);
    expect(isStalePreparedStatement(null)).toBe(false);
  });

  it('refuses two statements of one name in a set', () => {
    expect(() => new PreparedStatements([lock, lock])).toThrow('distinct');
  });
});
