import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FIELD_ERRORS } from '@presently/validation';
import { NationalitiesReligionsRepository } from '../nationalities-religions/nationalities-religions.repository';
import type { HolidayInput } from './domain/holiday-input';

/** A holiday's nationality or religion must be one of the company's own lists. */
@Injectable()
export class HolidayReferencesChecker {
  constructor(private readonly nationalitiesReligions: NationalitiesReligionsRepository) {}

  async errors(em: EntityManager, companyId: number, input: HolidayInput): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    if (input.nationality_id !== null && !(await this.nationalitiesReligions.exists('nationalities', companyId, input.nationality_id, em))) {
      errors.nationality_id = [FIELD_ERRORS.invalidOption];
    }
    if (input.religion_id !== null && !(await this.nationalitiesReligions.exists('religions', companyId, input.religion_id, em))) {
      errors.religion_id = [FIELD_ERRORS.invalidOption];
    }
    return errors;
  }
}
