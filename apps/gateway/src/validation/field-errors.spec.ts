import type { ValidationError } from 'class-validator';
import { fieldErrorsOf, mergeFieldErrors } from './field-errors';

const error = (property: string, value: unknown, constraints: Record<string, string>, children: ValidationError[] = []): ValidationError => ({ property, value, constraints, children });

describe('fieldErrorsOf', () => {
  it('says only "required" for a missing value', () => {
    const errors = [error('email', undefined, { isNotEmpty: 'field_required', isEmail: 'email_invalid', maxLength: 'max_250_characters' })];
    expect(fieldErrorsOf(errors)).toEqual({ email: ['field_required'] });
    expect(fieldErrorsOf([error('password', '', { isNotEmpty: 'new_password_required', isString: 'invalid_option' })])).toEqual({ password: ['new_password_required'] });
    expect(fieldErrorsOf([error('x', null, { isNotEmpty: 'field_required', isIn: 'invalid_option' })])).toEqual({ x: ['field_required'] });
  });

  it('lists every problem of a present value, without length keys beside a wrong type', () => {
    expect(fieldErrorsOf([error('email', 'x'.repeat(300), { isEmail: 'email_invalid', maxLength: 'max_250_characters' })])).toEqual({ email: ['email_invalid', 'max_250_characters'] });
    expect(fieldErrorsOf([error('password', ['a'], { isString: 'invalid_option', maxLength: 'max_250_characters' })])).toEqual({ password: ['invalid_option'] });
  });

  it('never lets class-validator prose through: constraints without a key get one', () => {
    const errors = [error('email', 'x', { isEmail: 'email must be an email' }), error('age', 'x', { isInt: 'age must be an integer number' }), error('n', undefined, { isDefined: 'n should not be null or undefined' })];
    expect(fieldErrorsOf(errors)).toEqual({ email: ['email_invalid'], age: ['invalid_option'], n: ['field_required'] });
  });

  it('names nested fields by their path, and drops duplicates', () => {
    const errors = [error('settings', {}, {}, [error('timezone', 'Mars', { isTimeZone: 'invalid_option', matches: 'invalid_option' })])];
    expect(fieldErrorsOf(errors)).toEqual({ 'settings.timezone': ['invalid_option'] });
  });

  it('says a wrong nested value is wrong once, without its children’s errors', () => {
    const errors = [error('night_work', [{}], { isObject: 'invalid_option' }, [error('0', {}, {}, [error('enabled', undefined, { isNotEmpty: 'field_required' })])])];
    expect(fieldErrorsOf(errors)).toEqual({ night_work: ['invalid_option'] });
  });
});

describe('mergeFieldErrors', () => {
  it('adds later errors only for fields that passed the earlier checks', () => {
    expect(mergeFieldErrors({ password: ['invalid_option'] }, { password: ['new_password_required'], password_confirmation: ['passwords_must_match'] })).toEqual({
      password: ['invalid_option'],
      password_confirmation: ['passwords_must_match'],
    });
    expect(mergeFieldErrors({}, { a: [] })).toEqual({});
  });
});
