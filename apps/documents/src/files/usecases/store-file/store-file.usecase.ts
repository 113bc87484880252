import { Injectable } from '@nestjs/common';
import { type Actor, FILE_ERRORS, STORED_FILE_LIMITS, type StoredFile, type StoreFileRequest } from '@presently/contracts';
import { ValidationFailedError } from '@presently/domain';
import { checkFileContent } from '../../domain/file-content';
import { downloadName } from '../../domain/file-name';
import { presentFile } from '../../stored-file.presenter';
import { StoredFilesRepository } from '../../stored-files.repository';

/**
 * Keeps one file for the actor's company once its content is a PDF or JPEG within the limits (the
 * name and the client's type are not trusted). With an owner it is attached at once, within the
 * owner's limit of files; without, ATTACH_FILES attaches it later or the sweep removes it.
 */
@Injectable()
export class StoreFileUseCase {
  constructor(private readonly files: StoredFilesRepository) {}

  async execute(actor: Actor, request: StoreFileRequest): Promise<StoredFile> {
    const checked = checkFileContent(request.purpose, request.content_base64);
    if (!checked.ok) throw new ValidationFailedError({ content_base64: [checked.error] });
    const file = {
      companyId: actor.companyId,
      owner: request.owner ?? null,
      purpose: request.purpose,
      name: downloadName(request.name),
      mime: checked.mime,
      content: checked.bytes,
      createdBy: actor.userId,
    };
    const owner = file.owner;
    if (owner === null) return presentFile(await this.files.insert(file));

    return presentFile(
      await this.files.transaction(async (em) => {
        await this.files.lockOwner(em, actor.companyId, owner);
        if ((await this.files.countForOwner(em, actor.companyId, owner)) >= STORED_FILE_LIMITS.perOwner) {
          throw new ValidationFailedError({ content_base64: [FILE_ERRORS.tooMany] });
        }
        return this.files.insert(file, em);
      }),
    );
  }
}
