import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { applyClosedMonthChange, type ClosedMonthChange, handleOnce } from '@presently/database';

/** Keeps absence's copy of org's closed months, once per event and never with an older one. */
@Injectable()
export class ApplyMonthClosureUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(event: { id: string; name: string }, change: ClosedMonthChange, occurredAt: Date): Promise<void> {
    await handleOnce(this.dataSource, event, (em) => applyClosedMonthChange(em, 'absence', change, occurredAt));
  }
}
