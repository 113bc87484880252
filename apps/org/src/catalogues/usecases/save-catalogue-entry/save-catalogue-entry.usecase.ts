import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor, NamedItem } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { ADMIN_ERRORS, optionalId } from '../../../common/domain/fields';
import { unitName } from '../../../common/domain/units';
import { type CatalogueKind, CataloguesRepository } from '../../catalogues.repository';

const nameTaken = () => new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });

/** Adds an entry to a list ({ name }) or renames one ({ id, name }); names are unique in the company's list, in any case. */
@Injectable()
export class SaveCatalogueEntryUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogues: CataloguesRepository,
  ) {}

  async execute(actor: Actor, kind: CatalogueKind, payload: unknown): Promise<NamedItem> {
    const c = new FieldChecker(payload);
    const id = optionalId(c, 'id');
    const name = unitName(c);
    throwIfInvalid(c);
    const newName = name as string;
    try {
      return await this.dataSource.transaction(async (em) => {
        const entry = id ? await this.catalogues.lock(em, kind, actor.companyId, id) : null;
        if (id && !entry) throw new NotFoundError();
        if (entry?.name === newName) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
        const named = await this.catalogues.findNamed(em, kind, actor.companyId, newName);
        if (named && named.id !== entry?.id) throw nameTaken();
        if (!entry) return this.catalogues.insertOne(em, kind, actor.companyId, newName);
        await this.catalogues.rename(em, kind, actor.companyId, entry.id, newName);
        return { id: entry.id, name: newName };
      });
    } catch (err) {
      if (isUniqueViolation(err, `uq_${kind}_company_name`)) throw nameTaken();
      throw err;
    }
  }
}
