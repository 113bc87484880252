import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GET_ORG_DOCUMENT_CONTEXT, type MessageEnvelope, type OrgDocumentContext, OrgDocumentContextRequest } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { CompaniesRepository } from '../companies/companies.repository';
import { UsersRepository } from '../user-records/users.repository';

/**
 * What documents asks org before it fills a document (service to service; the company is in the
 * payload): the employee's names and position for documents, the company's details and its general
 * manager, who signs. Null when the user is not of the company.
 */
@Controller()
export class DocumentContextConsumer {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
  ) {}

  @MessagePattern(GET_ORG_DOCUMENT_CONTEXT.pattern)
  async context(@Payload() envelope: MessageEnvelope): Promise<OrgDocumentContext | null> {
    const { company_id, user_id } = readRequest(OrgDocumentContextRequest, envelope.payload);
    const company = await this.companies.findById(company_id);
    const user = company ? await this.users.findInCompany(company_id, user_id) : null;
    if (!company || !user) return null;
    const gm = company.generalManagerUserId ? await this.users.findInCompany(company_id, company.generalManagerUserId) : null;
    return {
      employee: { full_name: user.fullName, full_name_in_documents: user.fullNameInDocuments, job_position: user.jobPosition, job_position_in_documents: user.jobPositionInDocuments },
      company: { name: company.name, address: company.address, city: company.city, tax_number: company.taxNumber, language: company.language, timezone: company.timezone },
      general_manager: gm ? { full_name: gm.fullName, full_name_in_documents: gm.fullNameInDocuments } : null,
    };
  }
}
