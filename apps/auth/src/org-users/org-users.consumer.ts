import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { LANGS, ROLES, USER_CHANGED, USER_STATUSES, type EventEnvelope, type Lang, type UserChangedEvent, type UserStatus } from '@presently/contracts';
import { FIELD_ERRORS, FieldChecker, isUuid, throwIfInvalid } from '@presently/validation';
import { ApplyUserChangeUseCase } from './usecases/apply-user-change/apply-user-change.usecase';

const ROLE_IDS = ROLES.map((r) => r.id) as number[];

@Controller()
export class OrgUsersConsumer {
  constructor(private readonly applyUserChange: ApplyUserChangeUseCase) {}

  /** A malformed event fails (and is dead-lettered): accounts are never guessed. */
  @EventPattern(USER_CHANGED.key)
  async userChanged(envelope: EventEnvelope<UserChangedEvent>): Promise<void> {
    const check = new FieldChecker(envelope.payload);
    const userId = check.positiveInt('user_id');
    const companyId = check.positiveInt('company_id');
    const email = check.email('email');
    const fullName = check.source.full_name;
    if (typeof fullName !== 'string') check.fail('full_name', FIELD_ERRORS.required);
    const roleId = check.positiveInt('role_id');
    if (roleId !== undefined && !ROLE_IDS.includes(roleId)) check.fail('role_id', FIELD_ERRORS.invalidOption);
    const status = check.oneOf('status', USER_STATUSES);
    const lang = check.oneOf('lang', LANGS);
    const created = check.boolean('created');
    const occurredAt = new Date(envelope.occurredAt);
    if (!isUuid(envelope.id)) check.fail('id', FIELD_ERRORS.invalidOption);
    if (Number.isNaN(occurredAt.getTime())) check.fail('occurredAt', FIELD_ERRORS.invalidOption);
    throwIfInvalid(check);
    await this.applyUserChange.execute(
      { id: envelope.id, name: envelope.name },
      {
        userId: userId as number,
        companyId: companyId as number,
        email: email as string,
        fullName: (fullName as string).replace(/\s+/g, ' ').trim(),
        roleId: roleId as number,
        status: status as UserStatus,
        lang: lang as Lang,
        created: created as boolean,
        changedAt: occurredAt,
      },
      envelope.meta,
    );
  }
}
