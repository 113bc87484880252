import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { CalendarModule } from './calendar/calendar.module';
import { EntitlementsModule } from './entitlements/entitlements.module';
import { GuardsModule } from './guards/guards.module';
import { definition } from './service.definition';

@Module({ imports: [ServiceCoreModule.forRoot(definition), GuardsModule, CalendarModule, EntitlementsModule] })
export class AppModule {}
