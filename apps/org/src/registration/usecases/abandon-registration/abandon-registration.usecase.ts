import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AbandonRegistrationResult } from '@presently/contracts';
import { ConflictError } from '@presently/domain';
import { RegistrationsRepository } from '../../registrations.repository';

export const REGISTRATION_COMPLETED_ERROR = 'registration_completed';

/**
 * auth's part of a registration failed: the pending company goes, with its units, lists and first
 * user, in one transaction. Nothing of it was announced yet, so no other service holds a copy. A
 * completed registration is never removed this way (409), whatever auth believes.
 */
@Injectable()
export class AbandonRegistrationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationsRepository,
  ) {}

  execute(registrationId: string): Promise<AbandonRegistrationResult> {
    return this.dataSource.transaction(async (em) => {
      const company = await this.registrations.findForUpdate(em, registrationId);
      if (!company) return { abandoned: false };
      if (!this.registrations.isPending(company)) throw new ConflictError(REGISTRATION_COMPLETED_ERROR);
      await this.registrations.remove(em, company.id);
      return { abandoned: true };
    });
  }
}
