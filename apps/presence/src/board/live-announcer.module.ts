import { Module } from '@nestjs/common';
import { PresenceChangeAnnouncer } from './presence-change.announcer';

/** The live board's announcer, for the features that change presence (clocking, scans). */
@Module({ providers: [PresenceChangeAnnouncer], exports: [PresenceChangeAnnouncer] })
export class LiveAnnouncerModule {}
