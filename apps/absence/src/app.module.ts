import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { GuardsModule } from './guards/guards.module';
import { definition } from './service.definition';

@Module({ imports: [ServiceCoreModule.forRoot(definition), GuardsModule] })
export class AppModule {}
