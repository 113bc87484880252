import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { type Actor, type MessageMeta, type UserDetails, UserForm } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { NotFoundError, ValidationFailedError } from '@presently/messaging';
import { throwFieldErrors } from '@presently/validation';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { readRequest } from '@presently/validation';
import { WorkRulesRepository } from '../../../work-rules/work-rules.repository';
import { parseUserInput } from '../../domain/user-input';
import { newQrCode, pickUserColor } from '../../../user-records/domain/user-defaults';
import { defaultWorkSettings } from '../../../user-records/domain/work-settings';
import type { User } from '../../../user-records/entities/user.entity';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { USER_ERRORS, UserReferencesChecker } from '../../user-references.checker';
import { toWorkSettingsColumns } from '../../../user-records/work-settings.presenter';
import { toUserColumns, toUserDetails } from '../../user.presenter';
import { UsersRepository } from '../../../user-records/users.repository';

/**
 * Adds a person to the company: every field of the form checked, references the company's own, the
 * e-mail free on the whole platform; a QR token, a colour (unless chosen) and work settings from the
 * company's work rules come with it. Announced with the commit (userChanged, created, through the
 * outbox): auth then makes the account and e-mails the invitation. Every query of the transaction
 * runs on its manager: one pooled connection per request, however many arrive at once.
 */
@Injectable()
export class CreateUserUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly workRules: WorkRulesRepository,
    private readonly references: UserReferencesChecker,
    private readonly announcer: UserChangedAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<UserDetails> {
    const company = await this.companies.findById(actor.companyId);
    if (!company) throw new NotFoundError();
    const today = DateTime.now().setZone(company.timezone).toISODate() as string;
    const input = readRequest(UserForm, payload, (form) => parseUserInput(form, today));

    let user: User;
    try {
      user = await this.dataSource.transaction(async (em) => {
        throwFieldErrors(await this.references.errors(em, actor, input, null));
        const rules = await this.workRules.find(company.id, em);
        const inserted = await this.users.insert(
          em,
          {
            companyId: company.id,
            ...toUserColumns(input),
            userColor: input.user_color || pickUserColor(await this.users.countInCompany(em, company.id)),
            qrCode: newQrCode(),
          },
          toWorkSettingsColumns(defaultWorkSettings(rules, company.savingImages)),
        );
        await this.announcer.announce(em, meta, company.id, [inserted.id], true);
        return inserted;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_users_email')) throw new ValidationFailedError({ email: [USER_ERRORS.emailTaken] });
      throw err;
    }

    const saved = await this.users.findInCompany(company.id, user.id);
    return toUserDetails(saved ?? user);
  }
}
