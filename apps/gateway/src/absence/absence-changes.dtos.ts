import { EndAbsenceRequest, SaveApprovalRulesRequest, SavePersonalDayAllowancesRequest, SetSubstituteRequest } from '@presently/contracts';
import { contractDto } from '../validation/contract-dto';

export class EndAbsenceDto extends contractDto(EndAbsenceRequest) {}
export class SetSubstituteDto extends contractDto(SetSubstituteRequest) {}
export class SaveApprovalRulesDto extends contractDto(SaveApprovalRulesRequest) {}
export class SavePersonalDayAllowancesDto extends contractDto(SavePersonalDayAllowancesRequest) {}
