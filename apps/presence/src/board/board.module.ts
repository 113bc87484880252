import { Module } from '@nestjs/common';
import { FactsModule } from '../facts/facts.module';
import { PeersModule } from '../peers/peers.module';
import { RecordsModule } from '../records/records.module';
import { ScopesModule } from '../scopes/scopes.module';
import { BoardConsumer } from './board.consumer';
import { BoardRepository } from './board.repository';
import { DashboardPresenceUseCase } from './usecases/dashboard-presence/dashboard-presence.usecase';
import { DeviceHealthUseCase } from './usecases/device-health/device-health.usecase';
import { LiveViewerUseCase } from './usecases/live-viewer/live-viewer.usecase';

/** The dashboard's presence sections, device health and the live board's viewer scope. */
@Module({
  imports: [RecordsModule, ScopesModule, FactsModule, PeersModule],
  controllers: [BoardConsumer],
  providers: [BoardRepository, DashboardPresenceUseCase, DeviceHealthUseCase, LiveViewerUseCase],
})
export class BoardModule {}
