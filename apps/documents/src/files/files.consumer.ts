import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ATTACH_FILES,
  AttachFilesRequest,
  type FileContent,
  LIST_FILES,
  ListFilesRequest,
  type MessageEnvelope,
  READ_FILE,
  ReadFileRequest,
  STORE_FILE,
  type StoredFile,
  StoreFileRequest,
} from '@presently/contracts';
import { parseWith, valid } from '@presently/domain';
import { requireActor } from '@presently/service-runtime';
import { AttachFilesUseCase } from './usecases/attach-files/attach-files.usecase';
import { ListFilesUseCase } from './usecases/list-files/list-files.usecase';
import { ReadFileUseCase } from './usecases/read-file/read-file.usecase';
import { StoreFileUseCase } from './usecases/store-file/store-file.usecase';

/** Stored files for the other services (absence attachments): always within the actor's company. */
@Controller()
export class FilesConsumer {
  constructor(
    private readonly storeFile: StoreFileUseCase,
    private readonly attachFiles: AttachFilesUseCase,
    private readonly readFile: ReadFileUseCase,
    private readonly listFiles: ListFilesUseCase,
  ) {}

  @MessagePattern(STORE_FILE.pattern)
  store(@Payload() envelope: MessageEnvelope): Promise<StoredFile> {
    const actor = requireActor(envelope.meta);
    return this.storeFile.execute(actor, valid(parseWith(StoreFileRequest, envelope.payload)));
  }

  @MessagePattern(ATTACH_FILES.pattern)
  attach(@Payload() envelope: MessageEnvelope): Promise<{ attached: number }> {
    const actor = requireActor(envelope.meta);
    return this.attachFiles.execute(actor, valid(parseWith(AttachFilesRequest, envelope.payload)));
  }

  @MessagePattern(READ_FILE.pattern)
  read(@Payload() envelope: MessageEnvelope): Promise<FileContent> {
    const actor = requireActor(envelope.meta);
    return this.readFile.execute(actor, valid(parseWith(ReadFileRequest, envelope.payload)));
  }

  @MessagePattern(LIST_FILES.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<StoredFile[]> {
    const actor = requireActor(envelope.meta);
    return this.listFiles.execute(actor, valid(parseWith(ListFilesRequest, envelope.payload)));
  }
}
