import { AbsencesQuery, CreateAbsenceRequest, DeclineAbsenceRequest, MyAbsencesQuery, PreviewAbsenceQuery } from '@presently/contracts';
import { contractDto } from '../validation/contract-dto';

/** The JSON body of POST /api/absences (multipart forms carry the same fields; see the controller). */
export class CreateAbsenceDto extends contractDto(CreateAbsenceRequest) {}
export class PreviewAbsenceQueryDto extends contractDto(PreviewAbsenceQuery) {}
export class MyAbsencesQueryDto extends contractDto(MyAbsencesQuery) {}
export class AbsencesQueryDto extends contractDto(AbsencesQuery) {}
export class DeclineAbsenceDto extends contractDto(DeclineAbsenceRequest) {}
