import {
  CompanyDetailsForm,
  CloseMonthRequest,
  CopyHolidaysRequest,
  DeleteHolidayQuery,
  DepartmentForm,
  DeviceForm,
  GateForm,
  HolidayForm,
  OfficialHolidaysQuery,
  SaveOfficialHolidaysRequest,
  ListHolidaysRequest,
  ReopenMonthBody,
  ListQrCodesRequest,
  ListTeamsRequest,
  ListUsersRequest,
  NationalityReligionForm,
  PageQueryRequest,
  ShiftForm,
  TeamForm,
  UpdateWorkRulesRequest,
  UserForm,
  UserStatusForm,
  WorkSettingsForm,
} from '@presently/contracts';
import { contractDto } from '../validation/contract-dto';

/*
 * The org area's bodies and queries: each the contract schema org parses too (libs/contracts/src/org),
 * validated by the global pipe (422 `{ errors }` with the same keys) and described in OpenAPI from it.
 */

/** Every administration list is a page: page 1–100000, per_page 1–100 (org's defaults when left out: 1 and 20). */
export class PageQueryDto extends contractDto(PageQueryRequest) {}

export class UsersQueryDto extends contractDto(ListUsersRequest) {}
export class QrCodesQueryDto extends contractDto(ListQrCodesRequest) {}
export class UserDto extends contractDto(UserForm) {}
export class UserStatusDto extends contractDto(UserStatusForm) {}
export class UpdateWorkSettingsDto extends contractDto(WorkSettingsForm) {}

export class CompanyDetailsDto extends contractDto(CompanyDetailsForm) {}

/** A department to add, or the fields of one that change. */
export class DepartmentDto extends contractDto(DepartmentForm) {}

export class TeamsQueryDto extends contractDto(ListTeamsRequest) {}
/** A team to add, or the fields of one that change. */
export class TeamDto extends contractDto(TeamForm) {}

export class HolidaysQueryDto extends contractDto(ListHolidaysRequest) {}
export class HolidayDto extends contractDto(HolidayForm) {}
export class DeleteHolidayQueryDto extends contractDto(DeleteHolidayQuery) {}
export class CopyHolidaysDto extends contractDto(CopyHolidaysRequest) {}
export class OfficialHolidaysQueryDto extends contractDto(OfficialHolidaysQuery) {}
export class SaveOfficialHolidaysDto extends contractDto(SaveOfficialHolidaysRequest) {}

export class NationalityReligionDto extends contractDto(NationalityReligionForm) {}

export class GateDto extends contractDto(GateForm) {}
export class DeviceDto extends contractDto(DeviceForm) {}

export class UpdateWorkRulesDto extends contractDto(UpdateWorkRulesRequest) {}
export class ShiftDto extends contractDto(ShiftForm) {}

/** Closing a month (issue 15 ★). */
export class CloseMonthDto extends contractDto(CloseMonthRequest) {}
export class ReopenMonthDto extends contractDto(ReopenMonthBody) {}
