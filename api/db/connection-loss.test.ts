import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-loss.ts';
import { databaseErrorToApiError } from '../http/database-errors.ts';

describe('isConnectionLost', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ code: '57P03', message: 'the database system is starting up' }],
    [{ code: '08006', message: 'connection failure' }],
    [{ code: 'ECONNRESET', message: 'read ECONNRESET' }],
    [new Error('Connection terminated unexpectedly')],
    // knex puts the statement before the driver's words.
    [new Error('insert into "products" ("sku") values ($1) - Connection terminated unexpectedly')],
    [new Error('Client has encountered a connection error and is not queryable')],
    [new Error('Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?')],
  ])('knows %o for a lost connection, answered 503 with Retry-After', (error) => {
    expect(isConnectionLost(error)).toBe(true);
    expect(databaseErrorToApiError(error)).toMatchObject({ status: 503, code: 'database_unavailable', extra: { retryAfter: 2 } });
  });

  it.each([
    [{ code: '23505', message: 'duplicate key' }],
    [{ code: '42P01', message: 'relation does not exist' }],
    [new Error('something else')],
    [undefined],
  ])('leaves %o alone', (error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
