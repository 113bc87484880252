import { Injectable } from '@nestjs/common';
import { type Actor, type DeviceHealth, type MessageMeta, PRESENCE_ERRORS, ROLE } from '@presently/contracts';
import { ForbiddenError } from '@presently/domain';
import { dayBounds, localDate } from '@presently/presence-rules';
import { DayFactsProvider } from '../../../facts/day-facts.provider';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { BoardRepository } from '../../board.repository';
import { DRIFT_LIMIT_SECONDS, driftSeconds, isSilent, workingHoursOf } from '../../domain/board-rules';

/** Roles that look after gates and devices (spec: /gates is for roles 1 and 7). */
const DEVICE_KEEPERS: readonly number[] = [ROLE.SYSADMIN, ROLE.DEPARTMENT_MANAGER];

/**
 * The scan health of the company's devices (their ids come from org, through the gateway): silent
 * during working hours, and clocks that drift more than two minutes from the time scans arrive.
 */
@Injectable()
export class DeviceHealthUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly board: BoardRepository,
    private readonly facts: DayFactsProvider,
  ) {}

  async execute(actor: Actor, deviceIds: number[], meta: MessageMeta): Promise<DeviceHealth> {
    if (!DEVICE_KEEPERS.includes(actor.roleId)) throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
    const s = await this.scopes.scoped(actor, meta);
    const now = new Date();
    const tz = s.settings.timezone;
    const today = localDate(now, tz);
    // The company's working hours today: its people's schedules (the default hours without any).
    const people = await this.scopes.users({ ...s, scope: { kind: 'company' } }, { activeOnly: true });
    const book = await this.facts.book({
      companyId: actor.companyId,
      timezone: tz,
      people: people.map((u) => ({ userId: u.userId, nationalityId: u.nationalityId, religionId: u.religionId })),
      from: today,
      to: today,
      meta,
      strict: false,
    });
    const { start: dayStart, end: dayEnd } = dayBounds(today, tz);
    const scheduled = people.flatMap((u) => book.scheduleOf(u.userId, today)).filter((span) => span.start < dayEnd && span.end > dayStart);
    const holidayForAll = people.length > 0 && people.every((u) => book.get(u.userId, today).holiday !== null);
    const hours = workingHoursOf(today, tz, scheduled, holidayForAll);
    const times = await this.board.deviceScanTimes(actor.companyId, deviceIds, new Date(now.getTime() - 24 * 3_600_000));
    return {
      working_hours: hours !== null && now >= hours.start && now <= hours.end,
      devices: times.map((t) => {
        const drift = driftSeconds(t.recent);
        return {
          device_id: t.deviceId,
          last_received_at: t.lastReceivedAt?.toISOString() ?? null,
          drift_seconds: drift,
          drifting: drift !== null && drift > DRIFT_LIMIT_SECONDS,
          silent: isSilent(t.lastReceivedAt, now, hours),
        };
      }),
    };
  }
}
