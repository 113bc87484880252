import { Module } from '@nestjs/common';
import { FilesConsumer } from './files.consumer';
import { StoredFilesRepository } from './stored-files.repository';
import { UnattachedFilesSweeper } from './unattached-files.sweeper';
import { AttachFilesUseCase } from './usecases/attach-files/attach-files.usecase';
import { ListFilesUseCase } from './usecases/list-files/list-files.usecase';
import { ReadFileUseCase } from './usecases/read-file/read-file.usecase';
import { StoreFileUseCase } from './usecases/store-file/store-file.usecase';
import { SweepUnattachedFilesUseCase } from './usecases/sweep-unattached-files/sweep-unattached-files.usecase';

/** Files stored for the other services: checked by content, scoped by company, attached to an owner, swept when abandoned. */
@Module({
  controllers: [FilesConsumer],
  providers: [StoredFilesRepository, StoreFileUseCase, AttachFilesUseCase, ReadFileUseCase, ListFilesUseCase, SweepUnattachedFilesUseCase, UnattachedFilesSweeper],
  exports: [StoredFilesRepository],
})
export class FilesModule {}
