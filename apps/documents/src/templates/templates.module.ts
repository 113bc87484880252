import { Module } from '@nestjs/common';
import { TemplatesConsumer } from './templates.consumer';
import { TemplatesRepository } from './templates.repository';
import { DeleteTemplateUseCase } from './usecases/delete-template/delete-template.usecase';
import { ListTemplatesUseCase } from './usecases/list-templates/list-templates.usecase';
import { ReadTemplateUseCase } from './usecases/read-template/read-template.usecase';
import { UploadTemplateUseCase } from './usecases/upload-template/upload-template.usecase';

/** Document templates: uploaded per kind and language, checked by content, built-in defaults where none is uploaded. */
@Module({
  controllers: [TemplatesConsumer],
  providers: [TemplatesRepository, ListTemplatesUseCase, UploadTemplateUseCase, ReadTemplateUseCase, DeleteTemplateUseCase],
  exports: [TemplatesRepository],
})
export class TemplatesModule {}
