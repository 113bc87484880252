import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '../../../config/logger.provider';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../config/notifications.config';
import { MAILER, type Mailer, senderDomain } from '../../../mail/mailer.adapter';
import { type EmailJob, expiresAtOf } from '../../domain/email-job';
import { isExpired } from '../../domain/expiry';
import { renderEmail } from '../../domain/render-email';
import { ReportFileClient } from '../../report-file.client';
import { SentEmailsRepository } from '../../sent-emails.repository';

export type SendOutcome = 'sent' | 'already-sent' | 'expired';

/**
 * Writes and sends one e-mail. A failed send throws, so the job is tried again; an e-mail already
 * recorded as sent is not sent again; a code or link that expired while waiting is not sent at all
 * (absence e-mails do not expire).
 */
@Injectable()
export class SendEmailUseCase {
  private readonly messageIdDomain: string;

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly sentEmails: SentEmailsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
    private readonly reportFiles: ReportFileClient,
  ) {
    this.messageIdDomain = senderDomain(config.MAIL_FROM);
  }

  async execute(job: EmailJob, now: Date = new Date()): Promise<SendOutcome> {
    const log = { eventId: job.eventId, kind: job.kind };
    if (await this.sentEmails.wasSent(job.eventId)) {
      this.logger.info(log, 'e-mail already sent; not sending again');
      return 'already-sent';
    }
    const expiresAt = expiresAtOf(job);
    if (expiresAt && isExpired(new Date(expiresAt), now)) {
      this.logger.warn({ ...log, expiresAt }, 'e-mail not sent: its code or link expired before it could be sent');
      return 'expired';
    }
    const email = renderEmail(job, now);
    // A scheduled report's file is read when the e-mail goes out (a failed read is retried as a failed send).
    const file = job.kind === 'scheduled-report' && job.delivery === 'attachment' ? await this.reportFiles.read(job.runId, job.requestId) : null;
    const result = await this.mailer.send({
      to: job.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      language: job.lang,
      messageId: `<${job.eventId}@${this.messageIdDomain}>`,
      attachments: file ? [{ filename: file.fileName, content: file.content, contentType: file.contentType }] : undefined,
    });
    try {
      await this.sentEmails.record({ eventId: job.eventId, kind: job.kind, to: job.to, lang: job.lang, subject: email.subject });
    } catch (err) {
      // The e-mail is out: failing the job now would only send it again on retry.
      this.logger.error({ ...log, err }, 'e-mail sent but not recorded');
    }
    this.logger.info({ ...log, transport: this.mailer.transport, lang: job.lang, file: result.file }, 'e-mail sent');
    return 'sent';
  }
}
