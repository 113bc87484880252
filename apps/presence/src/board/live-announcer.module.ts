import { Module } from '@nestjs/common';
import { RecordsModule } from '../records/records.module';
import { PresenceChangeAnnouncer } from './presence-change.announcer';

/** The live board's announcer, for the features that change presence (clocking, scans, edits). */
@Module({ imports: [RecordsModule], providers: [PresenceChangeAnnouncer], exports: [PresenceChangeAnnouncer] })
export class LiveAnnouncerModule {}
