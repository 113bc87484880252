import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AuthDocumentContext, AuthDocumentContextRequest, GET_AUTH_DOCUMENT_CONTEXT, type MessageEnvelope } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { AccountsRepository } from '../accounts/accounts.repository';

/**
 * What documents asks auth before it fills a document (service to service; the company is in the
 * payload): the language the employee chose for themselves, which only auth keeps. Null when the user
 * has no account of that company.
 */
@Controller()
export class DocumentContextConsumer {
  constructor(private readonly accounts: AccountsRepository) {}

  @MessagePattern(GET_AUTH_DOCUMENT_CONTEXT.pattern)
  async context(@Payload() envelope: MessageEnvelope): Promise<AuthDocumentContext | null> {
    const { company_id, user_id } = readRequest(AuthDocumentContextRequest, envelope.payload);
    const account = await this.accounts.findInCompany(company_id, user_id);
    return account ? { language: account.lang } : null;
  }
}
