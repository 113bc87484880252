import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type NamedItem, SaveNationalityReligionRequest } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { optionalId } from '@presently/validation';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { unitName } from '../../../common/domain/units';
import { type NationalityReligionKind, NationalitiesReligionsRepository } from '../../nationalities-religions.repository';
import { readFields } from '@presently/validation';

const nameTaken = () => new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });

/** Adds an entry to a list ({ name }) or renames one ({ id, name }); names are unique in the company's list, in any case. */
@Injectable()
export class SaveNationalityReligionUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nationalitiesReligions: NationalitiesReligionsRepository,
  ) {}

  async execute(actor: Actor, kind: NationalityReligionKind, payload: unknown): Promise<NamedItem> {
    const { id, name } = readFields(SaveNationalityReligionRequest, payload, (c) => {
      const id = optionalId(c, 'id');
      const name = unitName(c);
      return { id, name };
    });
    const newName = name as string;
    try {
      return await this.dataSource.transaction(async (em) => {
        const entry = id ? await this.nationalitiesReligions.lock(em, kind, actor.companyId, id) : null;
        if (id && !entry) throw new NotFoundError();
        if (entry?.name === newName) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
        const named = await this.nationalitiesReligions.findNamed(em, kind, actor.companyId, newName);
        if (named && named.id !== entry?.id) throw nameTaken();
        if (!entry) return this.nationalitiesReligions.insertOne(em, kind, actor.companyId, newName);
        await this.nationalitiesReligions.rename(em, kind, actor.companyId, entry.id, newName);
        return { id: entry.id, name: newName, builtin_key: null };
      });
    } catch (err) {
      if (isUniqueViolation(err, `uq_${kind}_company_name`)) throw nameTaken();
      throw err;
    }
  }
}
