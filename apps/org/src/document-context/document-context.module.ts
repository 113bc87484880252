import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { DocumentContextConsumer } from './document-context.consumer';

/** Answers documents: the employee, the company and its general manager as documents print them. */
@Module({ imports: [CompaniesModule, UserRecordsModule], controllers: [DocumentContextConsumer] })
export class DocumentContextModule {}
