import { contractDto } from '../validation/contract-dto';
import { VacationDaysForm } from '@presently/contracts';

/** A vacation rule of a user, as the edit-user screen sends it (the contract's form: shape only). */
export class VacationDaysDto extends contractDto(VacationDaysForm) {}
