import { Module } from '@nestjs/common';
import { CopiesModule } from '../copies/copies.module';
import { FactsModule } from '../facts/facts.module';
import { AuditRepository } from './audit.repository';
import { CommentsRepository } from './comments.repository';
import { HistoryLister } from './history-lister.service';
import { PresenceViewsBuilder } from './presence-views.builder';
import { PresenceWritesRepository } from './presence-writes.repository';
import { RecordWriter } from './record-writer.service';
import { RecordsRepository } from './records.repository';

/**
 * Presence records: their tables (records, audit, day comments), the writes of the hot paths, the
 * placement of a record among the others (overlaps), and the classified views built from them.
 */
@Module({
  imports: [CopiesModule, FactsModule],
  providers: [RecordsRepository, AuditRepository, CommentsRepository, PresenceWritesRepository, RecordWriter, PresenceViewsBuilder, HistoryLister],
  exports: [RecordsRepository, AuditRepository, CommentsRepository, PresenceWritesRepository, RecordWriter, PresenceViewsBuilder, HistoryLister],
})
export class RecordsModule {}
