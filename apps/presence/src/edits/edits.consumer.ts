import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, PRESENCE_RPC, type PresenceAuditEntry, type PresenceRecordView } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { CreateRecordUseCase } from './usecases/create-record/create-record.usecase';
import { DeleteRecordUseCase } from './usecases/delete-record/delete-record.usecase';
import { ListRecordAuditUseCase } from './usecases/list-record-audit/list-record-audit.usecase';
import { UpdateRecordUseCase } from './usecases/update-record/update-record.usecase';

/** Managers' edits of presence records (with a reason, scoped), and their audit trail. */
@Controller()
export class EditsConsumer {
  constructor(
    private readonly createRecord: CreateRecordUseCase,
    private readonly updateRecord: UpdateRecordUseCase,
    private readonly deleteRecord: DeleteRecordUseCase,
    private readonly listAudit: ListRecordAuditUseCase,
  ) {}

  @MessagePattern(PRESENCE_RPC.createRecord)
  create(@Payload() e: MessageEnvelope): Promise<PresenceRecordView> {
    return this.createRecord.execute(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.updateRecord)
  update(@Payload() e: MessageEnvelope): Promise<PresenceRecordView> {
    return this.updateRecord.execute(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.deleteRecord)
  remove(@Payload() e: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteRecord.execute(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.recordAudit)
  audit(@Payload() e: MessageEnvelope): Promise<PresenceAuditEntry[]> {
    return this.listAudit.execute(requireActor(e.meta), e.payload, e.meta);
  }
}
