import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CompanySettings } from '@presently/contracts';
import { handleOnce } from '@presently/database';
import { CopiesRepository } from '../../copies.repository';

/** Keeps presence's copy of a company's settings, once per event and never with an older one. */
@Injectable()
export class ApplyCompanySettingsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly copies: CopiesRepository,
  ) {}

  async execute(event: { id: string; name: string }, companyId: number, settings: CompanySettings, changedAt: Date): Promise<void> {
    await handleOnce(this.dataSource, event, async (em) => {
      await this.copies.upsertCompany(em, companyId, settings, changedAt);
    });
  }
}
