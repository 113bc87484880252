import { Module } from '@nestjs/common';
import { LOGGER, type Logger, loggerProvider } from '../config/logger.provider';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig, notificationsConfigProvider } from '../config/notifications.config';
import { createMailer, MAILER } from '../mail/mailer.adapter';
import { AbsenceEmailsConsumer } from './absence-emails.consumer';
import { EMAIL_CONCURRENCY, EmailQueue } from './email-queue.service';
import { EmailsConsumer } from './emails.consumer';
import { ReportFileClient } from './report-file.client';
import { ScheduledReportEmailsConsumer } from './scheduled-report-emails.consumer';
import { SentEmailsRepository } from './sent-emails.repository';
import { QueueAbsenceEmailsUseCase } from './usecases/queue-absence-emails/queue-absence-emails.usecase';
import { QueueEmailUseCase } from './usecases/queue-email/queue-email.usecase';
import { QueueScheduledReportEmailsUseCase } from './usecases/queue-scheduled-report-emails/queue-scheduled-report-emails.usecase';
import { SendEmailUseCase } from './usecases/send-email/send-email.usecase';

/** Where the mail goes, said once at boot without the SMTP password. */
function describeTransport(config: NotificationsConfig): Record<string, string> {
  if (!config.SMTP_URL) return { outbox: config.OUTBOX_DIR };
  const url = new URL(config.SMTP_URL);
  return { smtp: `${url.protocol}//${url.host}` };
}

/** Localized e-mails driven by events (auth's codes and links, absence requests, scheduled reports): consumers queue them, a BullMQ worker sends them. */
@Module({
  controllers: [EmailsConsumer, AbsenceEmailsConsumer, ScheduledReportEmailsConsumer],
  providers: [
    notificationsConfigProvider,
    loggerProvider,
    {
      provide: MAILER,
      inject: [NOTIFICATIONS_CONFIG, LOGGER],
      useFactory: (config: NotificationsConfig, logger: Logger) => {
        logger.info(describeTransport(config), 'e-mail transport');
        return createMailer({
          from: config.MAIL_FROM,
          smtpUrl: config.SMTP_URL,
          outboxDir: config.OUTBOX_DIR,
          maxConnections: EMAIL_CONCURRENCY,
        });
      },
    },
    SentEmailsRepository,
    SendEmailUseCase,
    EmailQueue,
    QueueEmailUseCase,
    QueueAbsenceEmailsUseCase,
    QueueScheduledReportEmailsUseCase,
    ReportFileClient,
  ],
})
export class EmailsModule {}
