import { Module } from '@nestjs/common';
import { ApprovalRulesConsumer } from './approval-rules.consumer';
import { ApprovalRulesRepository } from './approval-rules.repository';
import { SaveApprovalRulesUseCase } from './usecases/save-approval-rules/save-approval-rules.usecase';

/** Approval steps by absence type and length; the requests feature reads them when a request is made. */
@Module({
  controllers: [ApprovalRulesConsumer],
  providers: [ApprovalRulesRepository, SaveApprovalRulesUseCase],
  exports: [ApprovalRulesRepository],
})
export class ApprovalRulesModule {}
