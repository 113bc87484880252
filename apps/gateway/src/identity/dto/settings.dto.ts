import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, registerDecorator } from 'class-validator';
import type { Lang, UpdateSettingsRequest } from '@presently/contracts';
import { VALIDATION_KEYS } from '../../validation/field-errors';
import { OptionalBoolean, OptionalOption } from '../../validation/field.decorators';
import { LANGS } from './password.dto';

export function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows (Europe/Skopje). */
function IsTimeZone(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isTimeZone',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: VALIDATION_KEYS.option },
      validator: { validate: isTimeZone },
    });
}

export class UpdateSettingsDto implements UpdateSettingsRequest {
  @OptionalOption(LANGS, 'Default language of the company')
  language?: Lang;

  @ApiPropertyOptional({ example: 'Europe/Skopje', description: 'IANA time zone' })
  @IsOptional()
  @IsString({ message: VALIDATION_KEYS.option })
  @MaxLength(64, { message: VALIDATION_KEYS.option })
  @IsTimeZone()
  timezone?: string;

  @OptionalBoolean('Ask for an e-mailed code at login')
  two_factor_email?: boolean;

  @OptionalBoolean('Passwords expire every 3 months')
  password_reset_3_months?: boolean;
}
