import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DocumentContextConsumer } from './document-context.consumer';

/** Answers documents: the employee's own language, so their document is written in it. */
@Module({ imports: [AccountsModule], controllers: [DocumentContextConsumer] })
export class DocumentContextModule {}
