import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { ExportsModule } from './exports/exports.module';
import { ReportsModule } from './reports/reports.module';
import { definition } from './service.definition';

@Module({ imports: [ServiceCoreModule.forRoot(definition), ReportsModule, ExportsModule] })
export class AppModule {}
