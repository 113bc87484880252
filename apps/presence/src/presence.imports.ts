import { ServiceCoreModule } from '@presently/service-runtime';
import { ClockingModule } from './clocking/clocking.module';
import { CopiesModule } from './copies/copies.module';
import { MyPresenceModule } from './my-presence/my-presence.module';
import { TeamModule } from './team/team.module';
import { EditsModule } from './edits/edits.module';
import { SchedulesModule } from './schedules/schedules.module';
import { DevicesModule } from './devices/devices.module';
import { ReportsModule } from './reports/reports.module';
import { DEFAULT_PEERS, type PeerServices } from './peers/peer-services.token';
import { PeerServicesModule } from './peers/peers.module';
import { definition } from './service.definition';

/**
 * The modules of the presence service. Tests boot the same with throwaway peer names (see
 * PeerServices): the root module is theirs, its imports are these.
 */
export function presenceImports(peers: PeerServices = DEFAULT_PEERS) {
  return [ServiceCoreModule.forRoot(definition), PeerServicesModule.forRoot(peers), CopiesModule, ClockingModule, MyPresenceModule, TeamModule, EditsModule, SchedulesModule, DevicesModule, ReportsModule];
}
