import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import {
  ACCESS_RULES,
  type AbsenceView,
  type Device,
  GET_DASHBOARD_PRESENCE,
  GET_DEVICE_HEALTH,
  type Gate,
  LIST_DEVICES,
  LIST_GATES,
  LIST_WAITING_APPROVALS,
  type MessageMeta,
  Paths,
  ROLE,
  roleSatisfies,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { ServiceRoute } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { metaOf } from '../common/meta';
import { LOGGER, RPC_CLIENT } from '../common/tokens';
import type { DashboardDevice, DashboardView } from './dashboard.contract';

/** Roles that keep the gates (spec: /gates for roles 1 and 7) see the devices' health. */
const DEVICE_KEEPERS: readonly number[] = [ROLE.SYSADMIN, ROLE.DEPARTMENT_MANAGER];
const PAGE = 100;

/**
 * /dashboard (role 5 refused): one call composes presence's sections for the actor's scope, the
 * absence requests waiting for the actor and, for roles 1 and 7, the devices' scan health. Presence
 * is the dashboard's core (its failure is the call's); the other two sections degrade to
 * `unavailable` so a slow absence or org service does not blank the page.
 */
@ApiTags('dashboard')
@ServiceRoute('role 5', 'presence')
@Screen(Paths.dashboard)
@Controller('dashboard')
export class DashboardController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The dashboard for the actor’s scope (team lead → team, department manager → department, roles 1, 2, 3, 8 → company): in now by kind, late, on leave and absent today, the week’s worked vs scheduled minutes, this month’s absences by type, upcoming holidays, my week (roles that clock), approvals waiting for me, and for roles 1 and 7 silent or drifting devices',
  })
  @ApiOkResponse({ description: '{ data: DashboardView }' })
  @ApiResponse({ status: 403, description: 'no_permission (role 5)' })
  async dashboard(@Req() req: FastifyRequest): Promise<{ data: DashboardView | null }> {
    const meta = metaOf(req);
    const roleId = meta.actor?.roleId ?? 0;
    const unavailable: DashboardView['unavailable'] = [];
    const [presence, approvals, devices] = await Promise.all([
      this.rpc.call(GET_DASHBOARD_PRESENCE, {}, meta),
      roleSatisfies(ACCESS_RULES[Paths.absenceRequests], roleId) ? this.optional('approvals', () => this.approvals(meta), unavailable) : Promise.resolve(null),
      DEVICE_KEEPERS.includes(roleId) ? this.optional('devices', () => this.devices(meta), unavailable) : Promise.resolve(null),
    ]);
    return data({ ...presence, approvals, devices, unavailable });
  }

  private approvals(meta: MessageMeta): Promise<AbsenceView[]> {
    return this.rpc.call(LIST_WAITING_APPROVALS, {}, meta);
  }

  /** The company's active gates and their devices in service (org), with their scan health (presence). */
  private async devices(meta: MessageMeta): Promise<{ working_hours: boolean; items: DashboardDevice[] }> {
    const gates: Gate[] = (await this.rpc.call(LIST_GATES, { per_page: String(PAGE), active: 'true' }, meta)).items;
    const lists = await Promise.all(gates.map((g) => this.rpc.call(LIST_DEVICES, { gate_id: g.id, per_page: String(PAGE) }, meta)));
    const devices: Array<Device & { gate_name: string }> = lists.flatMap((page, i) => page.items.filter((d) => !d.revoked).map((d) => ({ ...d, gate_name: gates[i].name })));
    if (devices.length === 0) return { working_hours: false, items: [] };
    const health = await this.rpc.call(GET_DEVICE_HEALTH, { device_ids: devices.map((d) => d.id) }, meta);
    const byId = new Map(health.devices.map((h) => [h.device_id, h]));
    return {
      working_hours: health.working_hours,
      items: devices.map((d) => ({
        ...(byId.get(d.id) ?? { device_id: d.id, last_received_at: null, drift_seconds: null, drifting: false, silent: false }),
        name: d.name,
        gate_id: d.gate_id,
        gate_name: d.gate_name,
      })),
    };
  }

  private async optional<T>(section: DashboardView['unavailable'][number], load: () => Promise<T>, unavailable: DashboardView['unavailable']): Promise<T | null> {
    try {
      return await load();
    } catch (err) {
      this.logger.warn({ err, section }, 'dashboard section unavailable');
      unavailable.push(section);
      return null;
    }
  }
}
