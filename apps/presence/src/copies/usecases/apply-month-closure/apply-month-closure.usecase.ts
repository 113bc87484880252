import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { applyClosedMonthChange, type ClosedMonthChange, handleOnce } from '@presently/database';
import { ClosedMonthSettingsRepository } from '../../closed-month-settings.repository';

/**
 * Keeps presence's copy of org's closed months, once per event and never with an older one, and in the
 * same transaction the settings a closed month was closed with (its days are classified with them).
 */
@Injectable()
export class ApplyMonthClosureUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: ClosedMonthSettingsRepository,
  ) {}

  async execute(event: { id: string; name: string }, change: ClosedMonthChange, occurredAt: Date): Promise<void> {
    await handleOnce(this.dataSource, event, async (em) => {
      await applyClosedMonthChange(em, 'presence', change, occurredAt);
      await this.settings.followClosure(em, change);
    });
  }
}
