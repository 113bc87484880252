import { Module } from '@nestjs/common';
import { OrgClient } from './org.client';
import { PresenceClient } from './presence.client';

/** The clients of the services reports reads by RPC (never their schemas). */
@Module({ providers: [OrgClient, PresenceClient], exports: [OrgClient, PresenceClient] })
export class PeersModule {}
