import { Global, Module } from '@nestjs/common';
import { AUTH_CONFIG, loadAuthConfig } from './auth.config';
import { AuthEventsAnnouncer } from './auth-events.announcer';
import { Clock } from './clock.service';
import { PasswordHasher } from './password-hasher.service';

/** What every auth feature uses: the configuration, the clock, the password hasher and the events it announces. */
@Global()
@Module({
  providers: [{ provide: AUTH_CONFIG, useFactory: () => loadAuthConfig() }, Clock, PasswordHasher, AuthEventsAnnouncer],
  exports: [AUTH_CONFIG, Clock, PasswordHasher, AuthEventsAnnouncer],
})
export class CommonModule {}
