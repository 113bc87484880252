import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { COMPANY_SETTINGS_CHANGED, type CompanySettingsChangedEvent, type EventEnvelope } from '@presently/contracts';
import { FieldChecker, isUuid, throwIfInvalid } from '@presently/validation';
import { ApplyCompanySettingsUseCase } from './usecases/apply-company-settings/apply-company-settings.usecase';

@Controller()
export class CompanySecurityConsumer {
  constructor(private readonly applySettings: ApplyCompanySettingsUseCase) {}

  /** A malformed event fails (and is dead-lettered): settings are never guessed. */
  @EventPattern(COMPANY_SETTINGS_CHANGED.key)
  async settingsChanged(envelope: EventEnvelope<CompanySettingsChangedEvent>): Promise<void> {
    const check = new FieldChecker(envelope.payload);
    const companyId = check.positiveInt('company_id');
    const specialReports = check.boolean('special_reports');
    const settings = new FieldChecker(check.source.settings);
    const twoFactorEmail = settings.boolean('two_factor_email');
    const passwordReset3Months = settings.boolean('password_reset_3_months');
    check.failAll(Object.fromEntries(Object.entries(settings.result).map(([k, v]) => [`settings.${k}`, v])));
    const occurredAt = new Date(envelope.occurredAt);
    if (!isUuid(envelope.id)) check.fail('id', 'invalid_option');
    if (Number.isNaN(occurredAt.getTime())) check.fail('occurredAt', 'invalid_option');
    throwIfInvalid(check);
    await this.applySettings.execute(
      { id: envelope.id, name: envelope.name },
      {
        companyId: companyId as number,
        twoFactorEmail: twoFactorEmail as boolean,
        passwordReset3Months: passwordReset3Months as boolean,
        specialReports: specialReports as boolean,
        settingsChangedAt: occurredAt,
      },
    );
  }
}
