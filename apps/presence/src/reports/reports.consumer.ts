import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LIST_REPORT_DAYS, type MessageEnvelope, type ReportDaysAnswer, ReportDaysRequest } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { ListReportDaysUseCase } from './usecases/list-report-days/list-report-days.usecase';

/** What the reports service asks presence: classified days of the actor's scope, page by page. */
@Controller()
export class ReportsConsumer {
  constructor(private readonly listDays: ListReportDaysUseCase) {}

  @MessagePattern(LIST_REPORT_DAYS.pattern)
  async days(@Payload() e: MessageEnvelope): Promise<ReportDaysAnswer> {
    return this.listDays.execute(requireActor(e.meta), readRequest(ReportDaysRequest, e.payload), e.meta);
  }
}
