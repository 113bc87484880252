import { HOLIDAY_TYPES, type HolidayType } from '@presently/contracts';
import type { HolidayForm, ListHolidaysRequest } from '../org-admin.requests';
import { BooleanField, DateField, IdField, IntField, OptionField, QueryBoolean, QueryOption, QueryYear, TextField } from '../../validation/field.decorators';
import { PageQueryDto } from './page-query.dto';

/** A holiday, sent whole (to add one and to change one). For a nationality or religion, for_all is false and one of the two is named. */
export class HolidayDto implements HolidayForm {
  @DateField({ required: true }) date?: string;
  @TextField({ required: true, example: 'Christmas (Orthodox)' }) description?: string;
  @OptionField(HOLIDAY_TYPES, { required: true, description: 'public (official), ethnic or religious' }) type?: HolidayType;
  @BooleanField({ description: 'For all citizens (org’s default: true)' }) for_all?: boolean;
  @IdField({ nullable: true }) nationality_id?: number | null;
  @IdField({ nullable: true }) religion_id?: number | null;
}

export class HolidaysQueryDto extends PageQueryDto implements ListHolidaysRequest {
  @QueryYear('The year (the current one when left out)') year?: number;
  @QueryOption(HOLIDAY_TYPES) type?: HolidayType;
}

export class DeleteHolidayQueryDto {
  @QueryBoolean('true: delete even when users have rest days on the date') confirm?: boolean;
}

export class CopyHolidaysDto {
  @IntField({ required: true, description: 'The year whose holidays are copied into the next year', example: 2026 }) year?: number;
}
