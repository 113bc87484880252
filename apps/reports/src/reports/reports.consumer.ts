import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GET_REPORT_PREVIEW, type MessageEnvelope, type ReportPreviewPage, ReportPreviewRequest } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { GetPreviewUseCase } from './usecases/get-preview/get-preview.usecase';

/** Reports on screen: a page of any kind's rows with the selection's totals. */
@Controller()
export class ReportsConsumer {
  constructor(private readonly preview: GetPreviewUseCase) {}

  @MessagePattern(GET_REPORT_PREVIEW.pattern)
  get(@Payload() e: MessageEnvelope): Promise<ReportPreviewPage> {
    const request = readRequest(ReportPreviewRequest, e.payload);
    return this.preview.execute(requireActor(e.meta), request.kind, request.query, e.meta);
  }
}
