import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsIn, IsNotEmpty, IsOptional } from 'class-validator';
import { ACCOUNT_TYPES, AUTH_ERRORS, passwordChangeErrors, PASSWORD_KEYS, type AccountType, type EmailResendRequest, type Lang, type RegisterRequest } from '@presently/contracts';
import type { CrossFieldChecked } from '../../validation/dto-validation.pipe';
import { VALIDATION_KEYS, type FieldErrors } from '../../validation/field-errors';
import { RequiredEmail, RequiredOption, RequiredText } from '../../validation/field.decorators';
import { LANGS } from './password.dto';

export class RegisterDto implements RegisterRequest, CrossFieldChecked {
  @RequiredText({ trim: true, description: 'Name of the company', example: 'Acme d.o.o.' })
  company_name!: string;

  @RequiredEmail('E-mail address of the first user (the System Administrator)')
  email!: string;

  @RequiredText({ requiredKey: PASSWORD_KEYS.required, description: 'Password (8–30 characters, upper and lower case, a number and a symbol)' })
  password!: string;

  @RequiredText({ requiredKey: PASSWORD_KEYS.repeatRequired, description: 'The password again' })
  password_confirmation!: string;

  @RequiredOption(ACCOUNT_TYPES, 'Kind of organisation')
  account_type!: AccountType;

  @ApiProperty({ enum: [true], description: 'Terms and privacy policy accepted' })
  @IsNotEmpty({ message: AUTH_ERRORS.termsRequired })
  @Equals(true, { message: AUTH_ERRORS.termsRequired })
  terms!: boolean;

  @RequiredText({ max: 8192, requiredKey: AUTH_ERRORS.botCheckFailed, tooLongKey: AUTH_ERRORS.botCheckFailed, description: 'The ALTCHA payload (base64 JSON) the widget produced' })
  bot_check!: string;

  @ApiPropertyOptional({ enum: LANGS, description: 'Language of the new company and its first user' })
  @IsOptional()
  @IsIn([...LANGS], { message: VALIDATION_KEYS.option })
  lang?: Lang;

  crossFieldErrors(): FieldErrors {
    return passwordChangeErrors(this, false);
  }
}

export class EmailResendDto implements EmailResendRequest {
  @RequiredEmail()
  email!: string;
}
