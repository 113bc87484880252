import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { FilesModule } from './files/files.module';
import { definition } from './service.definition';

@Module({ imports: [ServiceCoreModule.forRoot(definition), FilesModule] })
export class AppModule {}
