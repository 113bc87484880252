import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { COMPANY_SETTINGS_CHANGED, type MessageMeta } from '@presently/contracts';
import { EventOutbox } from '@presently/service-runtime';
import { CompaniesRepository } from './companies.repository';
import { toSettingsChangedEvent } from './company.presenter';
import type { Company } from './entities/company.entity';

/**
 * Announces a company's settings (and its special-reports flag) to the services that keep a copy,
 * auth's security rules first. Written to the outbox on the transaction that changed them, from the
 * row as that transaction leaves it (the caller holds the company's row lock, so two changes are
 * announced in the order they commit).
 */
@Injectable()
export class CompanySettingsAnnouncer {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly companies: CompaniesRepository,
  ) {}

  /** Writes the settings as stored on `em` and returns the company as announced. */
  async announce(em: EntityManager, meta: MessageMeta, company: Company): Promise<Company> {
    const current = (await this.companies.findById(company.id, em)) ?? company;
    await this.outbox.add(em, meta, { event: COMPANY_SETTINGS_CHANGED, payload: toSettingsChangedEvent(current), aggregate: `company:${current.id}` });
    return current;
  }
}
