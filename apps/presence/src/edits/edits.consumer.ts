import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CREATE_PRESENCE_RECORD,
  DELETE_PRESENCE_RECORD,
  DeleteRecordRequest,
  LIST_PRESENCE_RECORD_AUDIT,
  type MessageEnvelope,
  type PresenceAuditEntry,
  type PresenceRecordView,
  RecordInput,
  RecordRequest,
  UPDATE_PRESENCE_RECORD,
  UpdateRecordRequest,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { checkId } from '@presently/validation';
import { fieldRules, readRequest } from '@presently/validation';
import { parseNewRecord, parseRecordChange, parseRecordDelete } from './domain/record-edit';
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

  @MessagePattern(CREATE_PRESENCE_RECORD.pattern)
  async create(@Payload() e: MessageEnvelope): Promise<PresenceRecordView> {
    const input = readRequest(RecordInput, e.payload, (payload) => parseNewRecord(payload, new Date()));
    return this.createRecord.execute(requireActor(e.meta), input, e.meta);
  }

  @MessagePattern(UPDATE_PRESENCE_RECORD.pattern)
  async update(@Payload() e: MessageEnvelope): Promise<PresenceRecordView> {
    return this.updateRecord.execute(requireActor(e.meta), readRequest(UpdateRecordRequest, e.payload, parseRecordChange), e.meta);
  }

  @MessagePattern(DELETE_PRESENCE_RECORD.pattern)
  async remove(@Payload() e: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteRecord.execute(requireActor(e.meta), readRequest(DeleteRecordRequest, e.payload, parseRecordDelete), e.meta);
  }

  @MessagePattern(LIST_PRESENCE_RECORD_AUDIT.pattern)
  async audit(@Payload() e: MessageEnvelope): Promise<PresenceAuditEntry[]> {
    const recordId = readRequest(RecordRequest, e.payload, fieldRules((c) => checkId(c, 'record_id', { digits: true }) as number));
    return this.listAudit.execute(requireActor(e.meta), recordId, e.meta);
  }
}
