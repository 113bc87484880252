import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  passwordChangeErrors,
  PASSWORD_KEYS,
  type ForgotPasswordRequest,
  type Lang,
  type PasswordChangeRequest,
  type ResetPasswordRequest,
  type SetPasswordWithTokenRequest,
} from '@presently/contracts';
import type { CrossFieldChecked } from '../../validation/dto-validation.pipe';
import type { FieldErrors } from '../../validation/field-errors';
import { VALIDATION_KEYS } from '../../validation/field-errors';
import { RequiredEmail, RequiredText } from '../../validation/field.decorators';

export const LANGS: readonly Lang[] = ['en', 'mk', 'bg'];

const NewPassword = () => RequiredText({ requiredKey: PASSWORD_KEYS.required, description: 'New password (8–30 characters, upper and lower case, a number and a symbol)' });
const RepeatPassword = () => RequiredText({ requiredKey: PASSWORD_KEYS.repeatRequired, description: 'The new password again' });
const OldPassword = () => RequiredText({ requiredKey: PASSWORD_KEYS.oldRequired, description: 'Current password' });

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @RequiredEmail()
  email!: string;

  @ApiPropertyOptional({ enum: LANGS, description: 'Language of the e-mail (the account’s language otherwise)' })
  @IsOptional()
  @IsIn([...LANGS], { message: VALIDATION_KEYS.option })
  lang?: Lang;
}

export class ResetPasswordDto implements ResetPasswordRequest, CrossFieldChecked {
  @RequiredEmail()
  email!: string;

  @RequiredText({ max: 32, tooLongKey: 'invalid_or_expired_reset_code', trim: true, description: 'The code sent by e-mail' })
  code!: string;

  @NewPassword()
  password!: string;

  @RepeatPassword()
  password_confirmation!: string;

  crossFieldErrors(): FieldErrors {
    return passwordChangeErrors(this, false);
  }
}

/** profile/updateUserPassword, password/change and password/expired-change: the old password is required. */
export class PasswordChangeDto implements PasswordChangeRequest, CrossFieldChecked {
  @OldPassword()
  old_password!: string;

  @NewPassword()
  password!: string;

  @RepeatPassword()
  password_confirmation!: string;

  crossFieldErrors(): FieldErrors {
    return passwordChangeErrors(this, true);
  }
}

/** first-password-change: after a password someone else set, so no old password. */
export class FirstPasswordChangeDto implements PasswordChangeRequest, CrossFieldChecked {
  @NewPassword()
  password!: string;

  @RepeatPassword()
  password_confirmation!: string;

  crossFieldErrors(): FieldErrors {
    return passwordChangeErrors(this, false);
  }
}

/** The invitation link: the first password, set with the one-time token from the e-mail. */
export class SetPasswordWithTokenDto implements SetPasswordWithTokenRequest, CrossFieldChecked {
  @RequiredText({ max: 512, description: 'The one-time token of the invitation link (`?token=`)' })
  token!: string;

  @NewPassword()
  password!: string;

  @RepeatPassword()
  password_confirmation!: string;

  crossFieldErrors(): FieldErrors {
    return passwordChangeErrors(this, false);
  }
}
