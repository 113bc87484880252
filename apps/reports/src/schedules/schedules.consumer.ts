import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CREATE_REPORT_SCHEDULE,
  DELETE_REPORT_SCHEDULE,
  type ExportFileChunk,
  GET_REPORT_SCHEDULE,
  LIST_REPORT_SCHEDULE_RUNS,
  LIST_REPORT_SCHEDULES,
  type MessageEnvelope,
  READ_LINKED_REPORT_FILE,
  READ_SCHEDULED_REPORT_FILE,
  ReadLinkedFileRequest,
  ReadScheduledFileRequest,
  ReportScheduleBody,
  type ReportSchedule,
  type ReportScheduleRun,
  RUN_REPORT_SCHEDULE,
  ScheduleIdRequest,
  UPDATE_REPORT_SCHEDULE,
  UpdateScheduleRequest,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { SchedulesService } from './schedules.service';

/** Scheduled reports: CRUD and runs for HR (through the gateway), the files for notifications and for download links. */
@Controller()
export class SchedulesConsumer {
  constructor(private readonly schedules: SchedulesService) {}

  @MessagePattern(LIST_REPORT_SCHEDULES.pattern)
  list(@Payload() e: MessageEnvelope): Promise<ReportSchedule[]> {
    return this.schedules.list(requireActor(e.meta), e.meta);
  }

  @MessagePattern(CREATE_REPORT_SCHEDULE.pattern)
  create(@Payload() e: MessageEnvelope): Promise<ReportSchedule> {
    return this.schedules.create(requireActor(e.meta), readRequest(ReportScheduleBody, e.payload), e.meta);
  }

  @MessagePattern(GET_REPORT_SCHEDULE.pattern)
  get(@Payload() e: MessageEnvelope): Promise<ReportSchedule> {
    return this.schedules.get(requireActor(e.meta), readRequest(ScheduleIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(UPDATE_REPORT_SCHEDULE.pattern)
  update(@Payload() e: MessageEnvelope): Promise<ReportSchedule> {
    const r = readRequest(UpdateScheduleRequest, e.payload);
    return this.schedules.update(requireActor(e.meta), r.id, r.body, e.meta);
  }

  @MessagePattern(DELETE_REPORT_SCHEDULE.pattern)
  remove(@Payload() e: MessageEnvelope): Promise<{ deleted: true }> {
    return this.schedules.remove(requireActor(e.meta), readRequest(ScheduleIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(LIST_REPORT_SCHEDULE_RUNS.pattern)
  runs(@Payload() e: MessageEnvelope): Promise<ReportScheduleRun[]> {
    return this.schedules.runs(requireActor(e.meta), readRequest(ScheduleIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(RUN_REPORT_SCHEDULE.pattern)
  runNow(@Payload() e: MessageEnvelope): Promise<ReportScheduleRun> {
    return this.schedules.runNow(requireActor(e.meta), readRequest(ScheduleIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(READ_SCHEDULED_REPORT_FILE.pattern)
  runFile(@Payload() e: MessageEnvelope): Promise<ExportFileChunk> {
    const r = readRequest(ReadScheduledFileRequest, e.payload);
    return this.schedules.runFileChunk(r.run_id, r.offset);
  }

  @MessagePattern(READ_LINKED_REPORT_FILE.pattern)
  linkedFile(@Payload() e: MessageEnvelope): Promise<ExportFileChunk> {
    const r = readRequest(ReadLinkedFileRequest, e.payload);
    return this.schedules.linkedFileChunk(r.token, r.offset);
  }
}
