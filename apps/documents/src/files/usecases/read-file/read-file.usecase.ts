import { Injectable } from '@nestjs/common';
import type { Actor, FileContent, ReadFileRequest } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import { presentContent } from '../../stored-file.presenter';
import { StoredFilesRepository } from '../../stored-files.repository';

/**
 * A file's bytes within the actor's company. With an owner, the file must be attached to it (the
 * owning service has decided the actor may see that owner); without, an unattached file is only its
 * uploader's. Anything else is not found, so ids of other companies tell nothing.
 */
@Injectable()
export class ReadFileUseCase {
  constructor(private readonly files: StoredFilesRepository) {}

  async execute(actor: Actor, request: ReadFileRequest): Promise<FileContent> {
    const file = await this.files.findWithContent(actor.companyId, request.id);
    if (!file) throw new NotFoundError();
    const owner = request.owner ?? null;
    if (owner !== null && file.owner !== owner) throw new NotFoundError();
    if (file.owner === null && file.createdBy !== actor.userId) throw new NotFoundError();
    return presentContent(file);
  }
}
