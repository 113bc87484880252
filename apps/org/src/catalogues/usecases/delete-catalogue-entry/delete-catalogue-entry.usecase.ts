import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { checkId } from '../../../common/domain/fields';
import { UNIT_ERRORS } from '../../../common/domain/units';
import { type CatalogueKind, CataloguesRepository } from '../../catalogues.repository';

/** Deletes a nationality or religion nobody refers to: a person or a holiday using it answers 409 in_use. */
@Injectable()
export class DeleteCatalogueEntryUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogues: CataloguesRepository,
  ) {}

  async execute(actor: Actor, kind: CatalogueKind, payload: unknown): Promise<{ deleted: true }> {
    const c = new FieldChecker(payload);
    const id = checkId(c, 'id', true) as number;
    throwIfInvalid(c);
    await this.dataSource.transaction(async (em) => {
      if (!(await this.catalogues.lock(em, kind, actor.companyId, id))) throw new NotFoundError();
      if ((await this.catalogues.usage(em, kind, actor.companyId, id)) > 0) throw new DomainError(UNIT_ERRORS.inUse, 409);
      await this.catalogues.delete(em, kind, actor.companyId, id);
    });
    return { deleted: true };
  }
}
