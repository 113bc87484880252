import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { FilesModule } from './files/files.module';
import { GeneratedDocumentsModule } from './generated-documents/generated-documents.module';
import { definition } from './service.definition';
import { TemplatesModule } from './templates/templates.module';

@Module({ imports: [ServiceCoreModule.forRoot(definition), FilesModule, TemplatesModule, GeneratedDocumentsModule] })
export class AppModule {}
