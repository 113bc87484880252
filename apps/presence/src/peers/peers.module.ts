import { type DynamicModule, Module } from '@nestjs/common';
import { AbsenceClient } from './absence.client';
import { OrgClient } from './org.client';
import { PEER_SERVICES, type PeerServices } from './peer-services.token';

/** The clients of the services presence asks by RPC (org, absence). */
@Module({
  providers: [OrgClient, AbsenceClient],
  exports: [OrgClient, AbsenceClient],
})
export class PeersModule {}

/**
 * Which queues the peers are asked on: configuration of the whole service, set once at the root
 * (production: the real names; integration tests: throwaway ones), as the RPC client itself is.
 */
@Module({})
export class PeerServicesModule {
  static forRoot(peers: PeerServices): DynamicModule {
    return {
      module: PeerServicesModule,
      global: true,
      providers: [{ provide: PEER_SERVICES, useValue: peers }],
      exports: [PEER_SERVICES],
    };
  }
}
