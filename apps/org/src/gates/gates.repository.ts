import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import { Device } from './entities/device.entity';
import { Gate } from './entities/gate.entity';

/** A company's gates and their devices; every query is scoped by the company (except by device key, which is global). */
@Injectable()
export class GatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(companyId: number, active: boolean | null, page: PageRequest): Promise<[Gate[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(Gate, 'g').where('g.company_id = :companyId', { companyId });
    if (active !== null) qb.andWhere('g.active = :active', { active });
    if (page.q) qb.andWhere('g.name ILIKE :q', { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    return qb.orderBy('lower(g.name)', direction).addOrderBy('g.id', direction).offset(page.offset).limit(page.perPage).getManyAndCount();
  }

  /** Devices in service (not revoked) per gate. */
  async deviceCounts(companyId: number, gateIds: number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, number>> {
    const counts = new Map<number, number>(gateIds.map((id) => [id, 0]));
    if (gateIds.length === 0) return counts;
    const rows = await em
      .createQueryBuilder(Device, 'd')
      .select('d.gate_id', 'id')
      .addSelect('COUNT(*)::int', 'count')
      .where('d.company_id = :companyId AND d.gate_id IN (:...gateIds) AND d.revoked_at IS NULL', { companyId, gateIds })
      .groupBy('d.gate_id')
      .getRawMany<{ id: number; count: number }>();
    for (const row of rows) counts.set(row.id, row.count);
    return counts;
  }

  findGate(companyId: number, gateId: number, em: EntityManager = this.dataSource.manager): Promise<Gate | null> {
    return em.findOne(Gate, { where: { companyId, id: gateId } });
  }

  lockGate(em: EntityManager, companyId: number, gateId: number): Promise<Gate | null> {
    return em.findOne(Gate, { where: { companyId, id: gateId }, lock: { mode: 'pessimistic_write' } });
  }

  findGateNamed(em: EntityManager, companyId: number, name: string): Promise<Gate | null> {
    return em.createQueryBuilder(Gate, 'g').where('g.company_id = :companyId AND lower(g.name) = lower(:name)', { companyId, name }).getOne();
  }

  insertGate(em: EntityManager, data: Pick<Gate, 'companyId' | 'name' | 'active'>): Promise<Gate> {
    return em.save(Gate, em.create(Gate, data));
  }

  async updateGate(em: EntityManager, companyId: number, gateId: number, columns: Partial<Pick<Gate, 'name' | 'active'>>): Promise<void> {
    await em.update(Gate, { companyId, id: gateId }, columns);
  }

  /** Deletes a gate with its revoked devices (the caller has made sure none is in service). */
  async deleteGate(em: EntityManager, companyId: number, gateId: number): Promise<void> {
    await em.delete(Gate, { companyId, id: gateId });
  }

  listDevices(companyId: number, gateId: number, page: PageRequest): Promise<[Device[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(Device, 'd').where('d.company_id = :companyId AND d.gate_id = :gateId', { companyId, gateId });
    if (page.q) qb.andWhere('d.name ILIKE :q', { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy('d.revoked_at IS NULL', 'DESC')
      .addOrderBy('lower(d.name)', direction)
      .addOrderBy('d.id', direction)
      .offset(page.offset)
      .limit(page.perPage)
      .getManyAndCount();
  }

  insertDevice(em: EntityManager, data: Pick<Device, 'companyId' | 'gateId' | 'name' | 'keyHash' | 'keyHint'>): Promise<Device> {
    return em.save(Device, em.create(Device, { ...data, revokedAt: null }));
  }

  lockDevice(em: EntityManager, companyId: number, deviceId: number): Promise<Device | null> {
    return em.findOne(Device, { where: { companyId, id: deviceId }, lock: { mode: 'pessimistic_write' } });
  }

  async revokeDevice(em: EntityManager, companyId: number, deviceId: number): Promise<void> {
    await em.update(Device, { companyId, id: deviceId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  findDevice(companyId: number, deviceId: number, em: EntityManager = this.dataSource.manager): Promise<Device | null> {
    return em.findOne(Device, { where: { companyId, id: deviceId } });
  }

  /** A device in service by its key's hash, with its gate. */
  async findByKeyHash(keyHash: string): Promise<{ device: Device; gate: Gate } | null> {
    const device = await this.dataSource.manager.findOne(Device, { where: { keyHash, revokedAt: IsNull() } });
    if (!device) return null;
    const gate = await this.findGate(device.companyId, device.gateId);
    return gate ? { device, gate } : null;
  }
}
