import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, DeleteNationalityReligionRequest } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { UNIT_ERRORS } from '../../../common/domain/units';
import { type NationalityReligionKind, NationalitiesReligionsRepository } from '../../nationalities-religions.repository';
import { readFields } from '@presently/validation';

/** Deletes a nationality or religion nobody refers to: a person or a holiday using it answers 409 in_use. */
@Injectable()
export class DeleteNationalityReligionUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nationalitiesReligions: NationalitiesReligionsRepository,
  ) {}

  async execute(actor: Actor, kind: NationalityReligionKind, payload: unknown): Promise<{ deleted: true }> {
    const id = readFields(DeleteNationalityReligionRequest, payload, (c) => checkId(c, 'id', { digits: true }) as number);
    await this.dataSource.transaction(async (em) => {
      if (!(await this.nationalitiesReligions.lock(em, kind, actor.companyId, id))) throw new NotFoundError();
      if ((await this.nationalitiesReligions.usage(em, kind, actor.companyId, id)) > 0) throw new DomainError(UNIT_ERRORS.inUse, 409);
      await this.nationalitiesReligions.delete(em, kind, actor.companyId, id);
    });
    return { deleted: true };
  }
}
