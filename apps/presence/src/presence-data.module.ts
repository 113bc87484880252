import { type DynamicModule, Module } from '@nestjs/common';
import { AutoStopper } from './clocking/auto-stopper';
import { CurrentPresencePresenter } from './clocking/current-presence.presenter';
import { CopiesRepository } from './copies/copies.repository';
import { OrgDirectory } from './copies/org-directory';
import { DayFactsProvider } from './facts/day-facts.provider';
import { AbsenceClient } from './peers/absence.client';
import { OrgClient } from './peers/org.client';
import { PEER_SERVICES, type PeerServices } from './peers/peer-services';
import { AuditRepository } from './records/audit.repository';
import { CommentsRepository } from './records/comments.repository';
import { HistoryLister } from './records/history-lister';
import { PresenceViewsBuilder } from './records/presence-views.builder';
import { RecordEditing } from './records/record-editing';
import { RecordWriter } from './records/record-writer';
import { RecordsRepository } from './records/records.repository';
import { ScopeResolver } from './records/scope-resolver';
import { SchedulesRepository } from './schedules/schedules.repository';

const shared = [
  CopiesRepository,
  OrgDirectory,
  OrgClient,
  AbsenceClient,
  RecordsRepository,
  AuditRepository,
  CommentsRepository,
  SchedulesRepository,
  RecordWriter,
  DayFactsProvider,
  AutoStopper,
  CurrentPresencePresenter,
  PresenceViewsBuilder,
  ScopeResolver,
  HistoryLister,
  RecordEditing,
];

/**
 * The presence schema's repositories, the clients of org and absence, and the services every feature
 * shares (directory of users, facts of days, the record writer, the views builder, scopes), so that
 * feature modules never import each other. Global: every feature module sees them.
 */
@Module({})
export class PresenceDataModule {
  static forRoot(peers: PeerServices): DynamicModule {
    return {
      module: PresenceDataModule,
      global: true,
      providers: [{ provide: PEER_SERVICES, useValue: peers }, ...shared],
      exports: [PEER_SERVICES, ...shared],
    };
  }
}
