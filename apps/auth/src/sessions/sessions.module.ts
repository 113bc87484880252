import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@presently/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../common/auth.config';
import { SessionRecords } from './session-records.service';
import { SessionStore } from './session.store';
import { SessionsConsumer } from './sessions.consumer';
import { SessionsRepository } from './sessions.repository';
import { LogOutUseCase } from './usecases/log-out/log-out.usecase';
import { OpenSessionUseCase } from './usecases/open-session/open-session.usecase';
import { RefreshSessionUseCase } from './usecases/refresh-session/refresh-session.usecase';

/** Sessions: opening (for login), refresh with rotation, logout, revocation and the Redis records. */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      }),
    }),
  ],
  controllers: [SessionsConsumer],
  providers: [SessionsRepository, SessionStore, SessionRecords, OpenSessionUseCase, RefreshSessionUseCase, LogOutUseCase],
  exports: [SessionsRepository, SessionRecords, OpenSessionUseCase],
})
export class SessionsModule {}
