import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type Actor,
  BuiltInTemplateRequest,
  DELETE_TEMPLATE,
  type DocumentTemplateView,
  LIST_TEMPLATES,
  type MessageEnvelope,
  type MessageMeta,
  READ_BUILT_IN_TEMPLATE,
  READ_TEMPLATE,
  type TemplateFile,
  TemplateIdRequest,
  UPLOAD_TEMPLATE,
  UploadTemplateRequest,
  type UploadTemplateResult,
} from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { requireActor } from '@presently/service-runtime';
import { assertMayManageDocuments } from './domain/template-access';
import { DeleteTemplateUseCase } from './usecases/delete-template/delete-template.usecase';
import { ListTemplatesUseCase } from './usecases/list-templates/list-templates.usecase';
import { ReadTemplateUseCase } from './usecases/read-template/read-template.usecase';
import { UploadTemplateUseCase } from './usecases/upload-template/upload-template.usecase';

/** The actor, once their role may manage templates (403 before any field error). */
function manager(meta: MessageMeta): Actor {
  const actor = requireActor(meta);
  assertMayManageDocuments(actor);
  return actor;
}

/** /document-templates: the company's templates per kind and language. */
@Controller()
export class TemplatesConsumer {
  constructor(
    private readonly list: ListTemplatesUseCase,
    private readonly upload: UploadTemplateUseCase,
    private readonly read: ReadTemplateUseCase,
    private readonly remove: DeleteTemplateUseCase,
  ) {}

  @MessagePattern(LIST_TEMPLATES.pattern)
  templates(@Payload() envelope: MessageEnvelope): Promise<DocumentTemplateView[]> {
    return this.list.execute(manager(envelope.meta));
  }

  @MessagePattern(UPLOAD_TEMPLATE.pattern)
  put(@Payload() envelope: MessageEnvelope): Promise<UploadTemplateResult> {
    const actor = manager(envelope.meta);
    return this.upload.execute(actor, readRequest(UploadTemplateRequest, envelope.payload));
  }

  @MessagePattern(READ_TEMPLATE.pattern)
  file(@Payload() envelope: MessageEnvelope): Promise<TemplateFile> {
    const actor = manager(envelope.meta);
    return this.read.uploaded(actor, readRequest(TemplateIdRequest, envelope.payload).id);
  }

  @MessagePattern(READ_BUILT_IN_TEMPLATE.pattern)
  builtIn(@Payload() envelope: MessageEnvelope): TemplateFile {
    manager(envelope.meta);
    const { kind, language } = readRequest(BuiltInTemplateRequest, envelope.payload);
    return this.read.builtIn(kind, language);
  }

  @MessagePattern(DELETE_TEMPLATE.pattern)
  delete(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    const actor = manager(envelope.meta);
    return this.remove.execute(actor, readRequest(TemplateIdRequest, envelope.payload).id);
  }
}
