import { createZodDto } from 'nestjs-zod';
import { VacationDaysForm } from '@presently/contracts';

/** A vacation rule of a user, as the edit-user screen sends it (the contract's form: shape only). */
export class VacationDaysDto extends createZodDto(VacationDaysForm) {}
