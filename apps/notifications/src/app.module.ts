import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { EmailsModule } from './emails/emails.module';
import { definition } from './service.definition';

@Module({ imports: [ServiceCoreModule.forRoot(definition), EmailsModule] })
export class AppModule {}
