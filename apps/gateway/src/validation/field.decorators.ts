import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { VALIDATION_KEYS } from './field-errors';

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

interface TextOptions {
  /** At most this many characters (250 by default: the web has a message for that limit). */
  max?: number;
  /** The key when the field is missing or empty. */
  requiredKey?: string;
  /** The key when the text is longer than `max` (max_250_characters for 250). */
  tooLongKey?: string;
  description?: string;
  example?: string;
  trim?: boolean;
}

const tooLong = (max: number, key?: string) => MaxLength(max, { message: key ?? (max === 250 ? VALIDATION_KEYS.max250 : VALIDATION_KEYS.option) });

/** A required string of bounded length. */
export function RequiredText(options: TextOptions = {}): PropertyDecorator {
  const max = options.max ?? 250;
  return applyDecorators(
    ApiProperty({ type: String, maxLength: max, description: options.description, example: options.example }),
    ...(options.trim ? [trimmed] : []),
    IsNotEmpty({ message: options.requiredKey ?? VALIDATION_KEYS.required }),
    IsString({ message: VALIDATION_KEYS.option }),
    tooLong(max, options.tooLongKey),
  );
}

/** An optional string of bounded length. */
export function OptionalText(options: Omit<TextOptions, 'requiredKey'> = {}): PropertyDecorator {
  const max = options.max ?? 250;
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, description: options.description, example: options.example }),
    IsOptional(),
    IsString({ message: VALIDATION_KEYS.option }),
    tooLong(max, options.tooLongKey),
  );
}

/** A required e-mail address (trimmed). */
export function RequiredEmail(description = 'E-mail address'): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, format: 'email', maxLength: 250, description, example: 'ana@example.com' }),
    trimmed,
    IsNotEmpty({ message: VALIDATION_KEYS.required }),
    IsEmail({}, { message: VALIDATION_KEYS.email }),
    MaxLength(250, { message: VALIDATION_KEYS.max250 }),
  );
}

/** One of a fixed set of values. */
export function RequiredOption<T extends string | number | boolean>(values: readonly T[], description?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: [...values] as (string | number)[], description }),
    IsNotEmpty({ message: VALIDATION_KEYS.required }),
    IsIn([...values], { message: VALIDATION_KEYS.option }),
  );
}

export function OptionalOption<T extends string | number>(values: readonly T[], description?: string): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ enum: [...values], description }), IsOptional(), IsIn([...values], { message: VALIDATION_KEYS.option }));
}

export function OptionalBoolean(description?: string): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ type: Boolean, description }), IsOptional(), IsBoolean({ message: VALIDATION_KEYS.option }));
}

/** An optional positive integer id (accepted for compatibility; the gateway may override it from the session). */
export function OptionalId(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, description }),
    IsOptional(),
    IsInt({ message: VALIDATION_KEYS.option }),
    Min(1, { message: VALIDATION_KEYS.option }),
    Max(2_147_483_647, { message: VALIDATION_KEYS.option }),
  );
}
