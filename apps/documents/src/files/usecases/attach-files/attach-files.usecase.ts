import { Injectable } from '@nestjs/common';
import { type Actor, type AttachFilesRequest, FILE_ERRORS, STORED_FILE_LIMITS } from '@presently/contracts';
import { ConflictError, NotFoundError, ValidationFailedError } from '@presently/domain';
import { StoredFilesRepository } from '../../stored-files.repository';

/**
 * Attaches stored files to their owner, all or none. Each must be of the actor's company and, while
 * unattached, stored by the actor: a colleague who guesses an id of a file still in flight cannot
 * claim it (404, as for an id that does not exist). A file already attached to this owner counts as
 * attached (a retry changes nothing); one attached elsewhere is a conflict.
 */
@Injectable()
export class AttachFilesUseCase {
  constructor(private readonly files: StoredFilesRepository) {}

  async execute(actor: Actor, request: AttachFilesRequest): Promise<{ attached: number }> {
    const ids = [...new Set(request.file_ids)];
    if (ids.length === 0) return { attached: 0 };
    const { owner } = request;

    return this.files.transaction(async (em) => {
      await this.files.lockOwner(em, actor.companyId, owner);
      const found = await this.files.lockMany(em, actor.companyId, ids);
      const visible = found.filter((f) => f.owner !== null || f.createdBy === actor.userId);
      if (visible.length !== ids.length) throw new NotFoundError();
      if (visible.some((f) => f.owner !== null && f.owner !== owner)) throw new ConflictError(FILE_ERRORS.alreadyAttached);

      const toAttach = visible.filter((f) => f.owner === null).map((f) => f.id);
      const already = await this.files.countForOwner(em, actor.companyId, owner);
      if (already + toAttach.length > STORED_FILE_LIMITS.perOwner) throw new ValidationFailedError({ file_ids: [FILE_ERRORS.tooMany] });
      await this.files.attach(em, actor.companyId, toAttach, owner);
      return { attached: ids.length };
    });
  }
}
