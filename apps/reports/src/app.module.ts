import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { ExportsModule } from './exports/exports.module';
import { ReportsModule } from './reports/reports.module';
import { SchedulesModule } from './schedules/schedules.module';
import { definition } from './service.definition';

@Module({ imports: [ServiceCoreModule.forRoot(definition), ReportsModule, ExportsModule, SchedulesModule] })
export class AppModule {}
