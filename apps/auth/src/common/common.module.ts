import { Global, Module } from '@nestjs/common';
import { AUTH_CONFIG, loadAuthConfig } from './auth.config';
import { AuthEventsPublisher } from './auth-events.publisher';
import { Clock } from './clock.service';
import { PasswordHasher } from './password-hasher.service';

/** What every auth feature uses: the configuration, the clock, the password hasher and the event publisher. */
@Global()
@Module({
  providers: [{ provide: AUTH_CONFIG, useFactory: () => loadAuthConfig() }, Clock, PasswordHasher, AuthEventsPublisher],
  exports: [AUTH_CONFIG, Clock, PasswordHasher, AuthEventsPublisher],
})
export class CommonModule {}
