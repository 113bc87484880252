import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { handleOnce } from '@presently/database';
import { SessionRecords } from '../../../sessions/session-records.service';
import { CompanySecurityRepository, type CompanySecurityValues } from '../../company-security.repository';

/**
 * Keeps auth's copy of a company's security settings (two-factor by e-mail, password expiry, special
 * reports), once per event; then the company's live sessions get the new flags at once.
 */
@Injectable()
export class ApplyCompanySettingsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companySecurity: CompanySecurityRepository,
    private readonly sessionRecords: SessionRecords,
  ) {}

  async execute(event: { id: string; name: string }, values: CompanySecurityValues): Promise<void> {
    let changed = false;
    await handleOnce(this.dataSource, event, async (manager) => {
      changed = await this.companySecurity.upsertIfNewer(values, manager);
    });
    if (changed) await this.sessionRecords.refreshForCompany(values.companyId);
  }
}
