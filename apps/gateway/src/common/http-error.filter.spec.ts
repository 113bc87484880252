import { BadRequestException, ForbiddenException, NotFoundException, PayloadTooLargeException, UnauthorizedException, UnprocessableEntityException } from '@nestjs/common';
import { RpcError, ServiceUnavailableError } from '@presently/messaging';
import { toHttpError } from './http-error.filter';

describe('toHttpError', () => {
  it('passes a service’s answer on unchanged', () => {
    expect(toHttpError(new RpcError({ status: 422, errors: { email: ['email_taken'] } }))).toEqual({ status: 422, errors: { email: ['email_taken'] } });
    expect(toHttpError(new ServiceUnavailableError('presence'))).toEqual({ status: 503, error: 'service_unavailable' });
  });

  it('gives the gateway’s own HTTP errors stable keys', () => {
    expect(toHttpError(new UnauthorizedException())).toEqual({ status: 401, error: 'unauthenticated' });
    expect(toHttpError(new ForbiddenException())).toEqual({ status: 403, error: 'forbidden' });
    expect(toHttpError(new NotFoundException('Cannot GET /api/x'))).toEqual({ status: 404, error: 'not_found' });
    expect(toHttpError(new PayloadTooLargeException())).toEqual({ status: 413, error: 'payload_too_large' });
    expect(toHttpError(new BadRequestException({ error: 'invalid_option' }))).toEqual({ status: 400, error: 'invalid_option' });
  });

  it('keeps the problems that explain a 422 (a template’s bad tags with their positions)', () => {
    const problems = [{ key: 'template_unknown_placeholder', tag: 'employe_name', position: 12 }];
    expect(toHttpError(new UnprocessableEntityException({ errors: { file: ['template_unknown_placeholder'] }, problems }))).toEqual({ status: 422, errors: { file: ['template_unknown_placeholder'] }, problems });
    expect(toHttpError(new UnprocessableEntityException({ errors: { file: ['x'] }, problems: 'not a list' }))).toEqual({ status: 422, errors: { file: ['x'] } });
  });

  it('never lets prose from an exception through as the key', () => {
    expect(toHttpError(new BadRequestException('Something with spaces'))).toEqual({ status: 400, error: 'malformed_body' });
  });

  it('maps body-parsing failures to 4xx keys and anything else to a bare 500', () => {
    expect(toHttpError(Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 }))).toEqual({ status: 400, error: 'malformed_body' });
    expect(toHttpError({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY', statusCode: 400 })).toEqual({ status: 400, error: 'malformed_body' });
    expect(toHttpError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })).toEqual({ status: 413, error: 'payload_too_large' });
    expect(toHttpError(new Error('db exploded'))).toEqual({ status: 500, error: 'server_error' });
  });

  it('answers a 422 always with field errors: a rule of the whole form is the form’s own field', () => {
    expect(toHttpError(new RpcError({ status: 422, error: 'no_changes_to_save' }))).toEqual({ status: 422, errors: { _: ['no_changes_to_save'] } });
    expect(toHttpError(new RpcError({ status: 422, errors: { name: ['field_required'] } }))).toEqual({ status: 422, errors: { name: ['field_required'] } });
    expect(toHttpError(new RpcError({ status: 409, error: 'entitlement_in_use' }))).toEqual({ status: 409, error: 'entitlement_in_use' });
  });
});
