import { Module } from '@nestjs/common';
import { EditsConsumer } from './edits.consumer';
import { CreateRecordUseCase } from './usecases/create-record/create-record.usecase';
import { DeleteRecordUseCase } from './usecases/delete-record/delete-record.usecase';
import { ListRecordAuditUseCase } from './usecases/list-record-audit/list-record-audit.usecase';
import { UpdateRecordUseCase } from './usecases/update-record/update-record.usecase';

/** Edits of presence records with reason and audit. */
@Module({
  controllers: [EditsConsumer],
  providers: [CreateRecordUseCase, UpdateRecordUseCase, DeleteRecordUseCase, ListRecordAuditUseCase],
})
export class EditsModule {}
