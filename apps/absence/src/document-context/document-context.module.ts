import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { RequestsModule } from '../requests/requests.module';
import { DocumentContextConsumer } from './document-context.consumer';

/** Answers documents: the days left after an approved vacation, for its document. */
@Module({ imports: [RequestsModule, EntitlementsModule], controllers: [DocumentContextConsumer] })
export class DocumentContextModule {}
