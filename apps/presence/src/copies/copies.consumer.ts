import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { type CompanySettingsChangedEvent, ORG_EVENT, type EventEnvelope, MONTH_CLOSURE_CHANGED, MonthClosureChangedPayload, type MonthClosureChangedEvent, type UserChangedEvent } from '@presently/contracts';
import { isId, ValidationFailedError } from '@presently/domain';
import { FIELD_ERRORS, isUuid, readRequest } from '@presently/validation';
import { parseCompanySettings, parseUser } from './domain/copy-payloads';
import { ApplyCompanySettingsUseCase } from './usecases/apply-company-settings/apply-company-settings.usecase';
import { ApplyMonthClosureUseCase } from './usecases/apply-month-closure/apply-month-closure.usecase';
import { ApplyUserChangeUseCase } from './usecases/apply-user-change/apply-user-change.usecase';

/** The envelope's id and instant, checked: the id makes the event idempotent, the instant orders it. */
function eventStamp(envelope: EventEnvelope): { id: string; occurredAt: Date } {
  const occurredAt = new Date(envelope.occurredAt);
  const errors: Record<string, string[]> = {};
  if (!isUuid(envelope.id)) errors.id = [FIELD_ERRORS.invalidOption];
  if (Number.isNaN(occurredAt.getTime())) errors.occurredAt = [FIELD_ERRORS.invalidOption];
  if (Object.keys(errors).length > 0) throw new ValidationFailedError(errors);
  return { id: envelope.id, occurredAt };
}

/** org's events that keep presence's copies current. A malformed event fails (and is dead-lettered): copies are never guessed. */
@Controller()
export class CopiesConsumer {
  constructor(
    private readonly applyUser: ApplyUserChangeUseCase,
    private readonly applySettings: ApplyCompanySettingsUseCase,
    private readonly applyMonthClosure: ApplyMonthClosureUseCase,
  ) {}

  /** A month closed or reopened: edits touching a closed month are refused (month_closed). */
  @EventPattern(MONTH_CLOSURE_CHANGED.key)
  async monthClosureChanged(envelope: EventEnvelope<MonthClosureChangedEvent>): Promise<void> {
    const stamp = eventStamp(envelope);
    await this.applyMonthClosure.execute({ id: stamp.id, name: envelope.name }, readRequest(MonthClosureChangedPayload, envelope.payload), stamp.occurredAt);
  }

  @EventPattern(ORG_EVENT.userChanged)
  async userChanged(envelope: EventEnvelope<UserChangedEvent>): Promise<void> {
    const stamp = eventStamp(envelope);
    const parsed = parseUser(envelope.payload);
    if (!parsed.ok) throw new ValidationFailedError(Object.fromEntries(parsed.fields.map((f) => [f, [FIELD_ERRORS.invalidOption]])));
    await this.applyUser.execute({ id: stamp.id, name: envelope.name }, parsed.core, parsed.presence, stamp.occurredAt);
  }

  @EventPattern(ORG_EVENT.companySettingsChanged)
  async companySettingsChanged(envelope: EventEnvelope<CompanySettingsChangedEvent>): Promise<void> {
    const stamp = eventStamp(envelope);
    const payload = (envelope.payload ?? {}) as Partial<CompanySettingsChangedEvent>;
    const companyId = payload.company_id;
    const settings = parseCompanySettings(payload.settings);
    const errors: Record<string, string[]> = {};
    if (!isId(companyId)) errors.company_id = [FIELD_ERRORS.invalidOption];
    if (!settings) errors.settings = [FIELD_ERRORS.invalidOption];
    if (Object.keys(errors).length > 0) throw new ValidationFailedError(errors);
    await this.applySettings.execute({ id: stamp.id, name: envelope.name }, companyId as number, settings as NonNullable<typeof settings>, stamp.occurredAt);
  }
}
