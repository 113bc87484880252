import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { definition } from './service.definition';

@Module({ imports: [ServiceCoreModule.forRoot(definition)] })
export class AppModule {}
