import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type Gate as GateDto, SaveGateRequest } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { optionalId } from '@presently/validation';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { unitName } from '../../../common/domain/units';
import type { Gate } from '../../entities/gate.entity';
import { toGateDto } from '../../gate.presenter';
import { GatesRepository } from '../../gates.repository';
import { readFields } from '@presently/validation';

const nameTaken = () => new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });

/** Adds a gate ({ name, active? }, active by default) or changes one ({ id, name, active? }); names are unique in the company. */
@Injectable()
export class SaveGateUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gates: GatesRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<GateDto> {
    const { id, name, active } = readFields(SaveGateRequest, payload, (c) => {
      const id = optionalId(c, 'id');
      const name = unitName(c) as string;
      const active = c.has('active') ? c.boolean('active') : undefined;
      return { id, name, active };
    });
    try {
      return await this.dataSource.transaction(async (em) => {
        const gate = id ? await this.gates.lockGate(em, actor.companyId, id) : null;
        if (id && !gate) throw new NotFoundError();
        const named = await this.gates.findGateNamed(em, actor.companyId, name);
        if (named && named.id !== gate?.id) throw nameTaken();
        if (!gate) return toGateDto(await this.gates.insertGate(em, { companyId: actor.companyId, name, active: active ?? true }), 0);
        const columns: Partial<Pick<Gate, 'name' | 'active'>> = {};
        if (name !== gate.name) columns.name = name;
        if (active !== undefined && active !== gate.active) columns.active = active;
        if (Object.keys(columns).length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
        await this.gates.updateGate(em, actor.companyId, gate.id, columns);
        const counts = await this.gates.deviceCounts(actor.companyId, [gate.id], em);
        return toGateDto({ ...gate, ...columns }, counts.get(gate.id) ?? 0);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_gates_company_name')) throw nameTaken();
      throw err;
    }
  }
}
