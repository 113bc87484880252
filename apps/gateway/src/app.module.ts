import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { createLogger } from '@presently/logger';
import { RpcClient } from '@presently/messaging';
import { AbsenceApprovalRulesController, AbsenceChangesController, AbsenceFilesController } from './absence/absence-changes.controller';
import { PersonalDayAllowancesController, SubstituteCandidatesController } from './absence/absence-policy.controller';
import { AbsenceFilesInterceptor } from './absence/absence-files';
import { AbsenceApprovalsController, MyAbsencesController } from './absence/absence-requests.controller';
import { VacationDaysController } from './absence/vacation-days.controller';
import { AccessGuard } from './access/access.guard';
import { RouteRegistry } from './access/route-registry';
import { CataloguesController } from './catalogues/catalogues.controller';
import { CalendarController } from './calendar/calendar.controller';
import { CalendarFeedsController } from './calendar/calendar-feeds.controller';
import { JwtAuthGuard } from './session/jwt-auth.guard';
import { JwtStrategy } from './session/jwt.strategy';
import { SessionStore } from './session/session.store';
import { LOGGER, PG_POOL, REDIS, RPC_CLIENT } from './common/tokens';
import { DeviceAuthService } from './devices/device-auth.service';
import { DeviceKeyGuard } from './devices/device-key.guard';
import { DeviceScanController } from './devices/device-scan.controller';
import { AbsenceDocumentController } from './documents/absence-document.controller';
import { DocumentTemplatesController } from './documents/document-templates.controller';
import { TemplateUploadInterceptor } from './documents/template-upload';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway-config';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { AccountController } from './auth/account.controller';
import { AvatarUploadInterceptor } from './auth/avatar-upload.interceptor';
import { LoginController } from './auth/login.controller';
import { ProfileController } from './auth/profile.controller';
import { RegistrationController } from './auth/registration.controller';
import { SettingsController } from './org/settings.controller';
import { UserAvatarController } from './auth/user-avatar.controller';
import { UserInfoService } from './auth/user-info.service';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimitService } from './rate-limit/rate-limit.service';
import { ContractValidationPipe } from './validation/contract-validation.pipe';
import { ConnectionsCloser } from './connections-closer';
import { CompanyDetailsController, LogoUploadInterceptor } from './org/company-details.controller';
import { CompanyLogoController } from './org/company-logo.controller';
import { DepartmentsController } from './org/departments.controller';
import { GatesController } from './org/gates.controller';
import { HolidaysController } from './org/holidays.controller';
import { NationalitiesController, ReligionsController } from './org/nationalities-religions.controller';
import { TeamsController } from './org/teams.controller';
import { UsersController } from './org/users.controller';
import { WorkRulesController } from './org/work-rules.controller';
import { MyPresenceController } from './presence/my-presence.controller';
import { PresenceTeamController } from './presence/presence-team.controller';
import { PresenceTypesController } from './presence/presence-types.controller';
import { DashboardController } from './dashboard/dashboard.controller';
import { LiveController } from './dashboard/live/live.controller';
import { LiveStreams } from './dashboard/live/live-streams.service';
import { LiveTickets } from './dashboard/live/live-tickets.service';
import { PresenceFeed } from './dashboard/live/presence-feed.service';
import { ReportSchedulesController } from './reports/report-schedules.controller';
import { MonthClosuresController } from './org/month-closures.controller';
import { ReportsController } from './reports/reports.controller';
import { ScanReviewsController } from './reports/scan-reviews.controller';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PassportModule, DiscoveryModule],
      // Express tries routes in this order: the hot paths (clocking, gate scans) come first.
      controllers: [
        MyPresenceController,
        DeviceScanController,
        HealthController,
        CataloguesController,
        LoginController,
        RegistrationController,
        AccountController,
        ProfileController,
        UserAvatarController,
        SettingsController,
        CompanyDetailsController,
        CompanyLogoController,
        UsersController,
        DepartmentsController,
        TeamsController,
        HolidaysController,
        MonthClosuresController,
        NationalitiesController,
        ReligionsController,
        GatesController,
        WorkRulesController,
        VacationDaysController,
        MyAbsencesController,
        AbsenceApprovalsController,
        AbsenceFilesController,
        AbsenceChangesController,
        AbsenceApprovalRulesController,
        AbsenceDocumentController,
        DocumentTemplatesController,
        PersonalDayAllowancesController,
        SubstituteCandidatesController,
        PresenceTypesController,
        PresenceTeamController,
        CalendarController,
        CalendarFeedsController,
        DashboardController,
        LiveController,
        ReportsController,
        ScanReviewsController,
        ReportSchedulesController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: LOGGER, useFactory: () => createLogger('gateway', config.LOG_LEVEL) },
        {
          provide: RPC_CLIENT,
          // Wait briefly for the broker so the first requests do not race the connection; a broker
          // that is down does not block start-up (calls answer 503 until it is back).
          useFactory: async () => {
            const client = new RpcClient({ url: config.RABBITMQ_URL, name: 'gateway', timeoutMs: config.RPC_TIMEOUT_MS, maxTimeoutMs: config.RPC_LONGEST_TIMEOUT_MS });
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([client.waitForConnect(), new Promise((r) => (timer = setTimeout(r, config.RPC_TIMEOUT_MS)))]);
            clearTimeout(timer);
            return client;
          },
        },
        {
          provide: REDIS,
          // Auto-pipelining: the session look-ups of concurrent requests go to Redis in one write.
          useFactory: () => new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX, maxRetriesPerRequest: 1, enableAutoPipelining: true }),
        },
        // The gateway keeps no data; this one small pool only answers "is PostgreSQL up".
        {
          provide: PG_POOL,
          useFactory: () => {
            const pool = new Pool({ connectionString: config.DATABASE_URL, max: 2, connectionTimeoutMillis: config.HEALTH_TIMEOUT_MS });
            // An idle client whose session the server ended (restart, pg_terminate_backend) emits 'error' on
            // the pool; unheard, it would end the process. The next health check opens a new connection.
            pool.on('error', () => undefined);
            return pool;
          },
        },
        SessionStore,
        JwtStrategy,
        // Guards run in this order: the token and its live session (401), then the session-state
        // gates and the screen's role rule (403). Rate limits are bound to the routes they guard.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_PIPE, useClass: ContractValidationPipe },
        RateLimitService,
        RateLimitGuard,
        AvatarUploadInterceptor,
        LogoUploadInterceptor,
        AbsenceFilesInterceptor,
        TemplateUploadInterceptor,
        UserInfoService,
        RouteRegistry,
        HealthService,
        ConnectionsCloser,
        DeviceAuthService,
        DeviceKeyGuard,
        PresenceFeed,
        LiveTickets,
        LiveStreams,
      ],
    };
  }
}
