import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type OfficialHoliday, OfficialHolidaysQuery } from '@presently/contracts';
import { readFields } from '@presently/validation';
import { withoutNames } from '../../domain/official-holiday-match';
import { readOfficialRequest } from '../../domain/official-holidays-request';
import { OfficialHolidaysReader } from '../../official-holidays.reader';

/** The official holidays of a country and year as the company would get them, nothing saved. */
@Injectable()
export class PreviewOfficialHolidaysUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: OfficialHolidaysReader,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<{ items: OfficialHoliday[] }> {
    const { country, year } = readFields(OfficialHolidaysQuery, payload, readOfficialRequest);
    return { items: (await this.reader.read(this.dataSource.manager, actor.companyId, actor.lang, country, year)).map(withoutNames) };
  }
}
