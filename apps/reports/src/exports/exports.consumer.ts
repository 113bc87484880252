import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CANCEL_REPORT_EXPORT,
  CREATE_REPORT_EXPORT,
  CreateExportRequest,
  type ExportFileChunk,
  ExportIdRequest,
  type ExportJob,
  GET_REPORT_EXPORT,
  LIST_REPORT_EXPORTS,
  type MessageEnvelope,
  READ_REPORT_EXPORT_CHUNK,
  ReadExportChunkRequest,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { ExportsService } from './exports.service';

/** Export jobs: made (202 at the gateway), followed, listed, cancelled, and their files read in chunks. */
@Controller()
export class ExportsConsumer {
  constructor(private readonly exports: ExportsService) {}

  @MessagePattern(CREATE_REPORT_EXPORT.pattern)
  create(@Payload() e: MessageEnvelope): Promise<ExportJob> {
    const r = readRequest(CreateExportRequest, e.payload);
    return this.exports.create(requireActor(e.meta), r.kind, r.body, e.meta);
  }

  @MessagePattern(GET_REPORT_EXPORT.pattern)
  get(@Payload() e: MessageEnvelope): Promise<ExportJob> {
    return this.exports.get(requireActor(e.meta), readRequest(ExportIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(LIST_REPORT_EXPORTS.pattern)
  list(@Payload() e: MessageEnvelope): Promise<ExportJob[]> {
    return this.exports.list(requireActor(e.meta));
  }

  @MessagePattern(CANCEL_REPORT_EXPORT.pattern)
  cancel(@Payload() e: MessageEnvelope): Promise<ExportJob> {
    return this.exports.cancel(requireActor(e.meta), readRequest(ExportIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(READ_REPORT_EXPORT_CHUNK.pattern)
  chunk(@Payload() e: MessageEnvelope): Promise<ExportFileChunk> {
    const r = readRequest(ReadExportChunkRequest, e.payload);
    return this.exports.chunk(requireActor(e.meta), r.id, r.offset, e.meta);
  }
}
