import { Inject, Injectable } from '@nestjs/common';
import { COMPANY_SETTINGS_CHANGED, type MessageMeta } from '@presently/contracts';
import type { EventPublisher } from '@presently/messaging';
import { EVENT_PUBLISHER } from '@presently/service-runtime';
import { CompaniesRepository } from './companies.repository';
import { toSettingsChangedEvent } from './company.presenter';
import type { Company } from './entities/company.entity';

/**
 * Announces a company's settings (and its special-reports flag) to the services that keep a copy,
 * auth's security rules first. Called only after the transaction that changed them committed; it
 * reads the committed row again, so that of two updates racing to publish, neither announces a state
 * older than what is stored.
 */
@Injectable()
export class CompanySettingsPublisher {
  constructor(
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly companies: CompaniesRepository,
  ) {}

  /** Publishes the stored settings and returns the company as published. */
  async publish(company: Company, meta: MessageMeta): Promise<Company> {
    const current = (await this.companies.findById(company.id)) ?? company;
    await this.events.publish(COMPANY_SETTINGS_CHANGED.key, toSettingsChangedEvent(current), meta);
    return current;
  }
}
