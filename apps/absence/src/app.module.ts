import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { CalendarModule } from './calendar/calendar.module';
import { DocumentContextModule } from './document-context/document-context.module';
import { EntitlementsModule } from './entitlements/entitlements.module';
import { GuardsModule } from './guards/guards.module';
import { RequestsModule } from './requests/requests.module';
import { definition } from './service.definition';

@Module({ imports: [ServiceCoreModule.forRoot(definition), GuardsModule, CalendarModule, EntitlementsModule, RequestsModule, DocumentContextModule] })
export class AppModule {}
