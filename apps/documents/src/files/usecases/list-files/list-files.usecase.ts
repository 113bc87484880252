import { Injectable } from '@nestjs/common';
import type { Actor, ListFilesRequest, StoredFile } from '@presently/contracts';
import { presentFile } from '../../stored-file.presenter';
import { StoredFilesRepository } from '../../stored-files.repository';

/** The files attached to one owner of the actor's company, oldest first, without their bytes. */
@Injectable()
export class ListFilesUseCase {
  constructor(private readonly files: StoredFilesRepository) {}

  async execute(actor: Actor, request: ListFilesRequest): Promise<StoredFile[]> {
    return (await this.files.listForOwner(actor.companyId, request.owner)).map(presentFile);
  }
}
