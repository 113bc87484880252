import { Module } from '@nestjs/common';
import { LiveAnnouncerModule } from '../board/live-announcer.module';
import { CopiesModule } from '../copies/copies.module';
import { RecordsModule } from '../records/records.module';
import { ScopesModule } from '../scopes/scopes.module';
import { ClosedMonthsGuard } from './closed-months.guard';
import { EditsConsumer } from './edits.consumer';
import { RecordEditing } from './record-editing.service';
import { CreateRecordUseCase } from './usecases/create-record/create-record.usecase';
import { DeleteRecordUseCase } from './usecases/delete-record/delete-record.usecase';
import { ListRecordAuditUseCase } from './usecases/list-record-audit/list-record-audit.usecase';
import { UpdateRecordUseCase } from './usecases/update-record/update-record.usecase';

/** Edits of presence records with reason and audit. */
@Module({
  imports: [RecordsModule, ScopesModule, CopiesModule, LiveAnnouncerModule],
  controllers: [EditsConsumer],
  providers: [RecordEditing, ClosedMonthsGuard, CreateRecordUseCase, UpdateRecordUseCase, DeleteRecordUseCase, ListRecordAuditUseCase],
})
export class EditsModule {}
