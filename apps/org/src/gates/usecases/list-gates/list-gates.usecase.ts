import { Injectable } from '@nestjs/common';
import { type Actor, type Gate, ListGatesRequest, type Page } from '@presently/contracts';
import { FIELD_ERRORS } from '@presently/validation';
import { readFields } from '@presently/validation';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { toGateDto } from '../../gate.presenter';
import { GatesRepository } from '../../gates.repository';

/** The company's gates with how many devices each has in service, a page at a time; by active flag, searched by name. */
@Injectable()
export class ListGatesUseCase {
  constructor(private readonly gates: GatesRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Gate>> {
    const { page, active } = readFields(ListGatesRequest, payload, (c) => {
      const raw = c.source.active;
      let active: boolean | null = null;
      if (raw === true || raw === 'true') active = true;
      else if (raw === false || raw === 'false') active = false;
      else if (raw !== undefined && raw !== null && raw !== '') c.fail('active', FIELD_ERRORS.invalidOption);
      return { page: readPageQuery(c, ['name'] as const, 'name'), active };
    });
    const [rows, total] = await this.gates.list(actor.companyId, active, page);
    const counts = await this.gates.deviceCounts(actor.companyId, rows.map((g) => g.id));
    return toPage(rows.map((g) => toGateDto(g, counts.get(g.id) ?? 0)), total, page);
  }
}
