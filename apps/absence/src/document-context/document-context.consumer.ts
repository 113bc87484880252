import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AbsenceDocumentContext, AbsenceDocumentContextRequest, GET_ABSENCE_DOCUMENT_CONTEXT, type MessageEnvelope } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { EntitlementsPresenter } from '../entitlements/entitlements.presenter';
import { AbsenceRequestsRepository } from '../requests/absence-requests.repository';
import { daysLeftFrom } from './domain/days-left';

const VACATION = 1;

/** What documents asks before it fills an absence's document (service to service; the company is in the payload). */
@Controller()
export class DocumentContextConsumer {
  constructor(
    private readonly requests: AbsenceRequestsRepository,
    private readonly entitlements: EntitlementsPresenter,
  ) {}

  @MessagePattern(GET_ABSENCE_DOCUMENT_CONTEXT.pattern)
  async context(@Payload() envelope: MessageEnvelope): Promise<AbsenceDocumentContext | null> {
    const { company_id, absence_request_id } = readRequest(AbsenceDocumentContextRequest, envelope.payload);
    const request = await this.requests.find(company_id, absence_request_id);
    if (!request) return null;
    const daysLeft = request.absenceTypeId === VACATION ? daysLeftFrom(await this.entitlements.forUser(company_id, request.userId), request.startDate) : null;
    return { user_id: request.userId, absence_type_id: request.absenceTypeId, days_left: daysLeft };
  }
}
