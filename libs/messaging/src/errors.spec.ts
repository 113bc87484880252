import { DomainError, NotFoundError, RpcError, toErrorBody, ValidationFailedError } from './errors';

describe('toErrorBody', () => {
  it('keeps a domain error’s key and status', () => {
    expect(toErrorBody(new DomainError('invalid_credentials', 401))).toEqual({ status: 401, error: 'invalid_credentials' });
    expect(toErrorBody(new NotFoundError())).toEqual({ status: 404, error: 'not_found' });
  });

  it('answers validation failures as 422 with field → keys', () => {
    expect(toErrorBody(new ValidationFailedError({ password: ['password_min_8'] }))).toEqual({ status: 422, errors: { password: ['password_min_8'] } });
  });

  it('passes on an error another service answered', () => {
    expect(toErrorBody(new RpcError({ status: 409, error: 'email_taken' }))).toEqual({ status: 409, error: 'email_taken' });
  });

  it('hides everything about an unexpected error', () => {
    expect(toErrorBody(new TypeError('cannot read x of undefined'))).toEqual({ status: 500, error: 'server_error' });
    expect(toErrorBody('string thrown')).toEqual({ status: 500, error: 'server_error' });
    expect(toErrorBody({ status: 'error', message: 'Internal server error' })).toEqual({ status: 500, error: 'server_error' });
  });
});
