import { Global, Module } from '@nestjs/common';
import { AUTH_CONFIG, loadAuthConfig } from './auth-config';
import { AuthEvents } from './auth-events';
import { Clock } from './clock';
import { PasswordHasher } from './password-hasher';

/** What every auth feature uses: the configuration, the clock, the password hasher and the event publisher. */
@Global()
@Module({
  providers: [{ provide: AUTH_CONFIG, useFactory: () => loadAuthConfig() }, Clock, PasswordHasher, AuthEvents],
  exports: [AUTH_CONFIG, Clock, PasswordHasher, AuthEvents],
})
export class CommonModule {}
