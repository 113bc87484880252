import { Injectable } from '@nestjs/common';
import { type Actor, DOCUMENT_ERRORS, DOCUMENT_TEMPLATE_LIMITS, type UploadTemplateRequest, type UploadTemplateResult } from '@presently/contracts';
import { base64DecodedLength, decodeBase64 } from '@presently/domain';
import { downloadName } from '../../../files/domain/file-name';
import { checkTemplate } from '../../domain/template-check';
import { presentUploaded } from '../../template.presenter';
import { TemplatesRepository } from '../../templates.repository';

/**
 * Puts a company's template in its kind and language, replacing the one there, once its content
 * passes the check. A refusal is an answer, not an error, so that it can carry each problem's tag and
 * position beside the usual `{ errors }`; the gateway answers it as 422.
 */
@Injectable()
export class UploadTemplateUseCase {
  constructor(private readonly templates: TemplatesRepository) {}

  async execute(actor: Actor, request: UploadTemplateRequest): Promise<UploadTemplateResult> {
    // Far over the limit: refused before decoding megabytes.
    if (base64DecodedLength(request.content_base64) > DOCUMENT_TEMPLATE_LIMITS.maxBytes) return { ok: false, errors: { file: [DOCUMENT_ERRORS.tooLarge] }, problems: [] };
    const bytes = decodeBase64(request.content_base64);
    if (!bytes) return { ok: false, errors: { file: [DOCUMENT_ERRORS.notDocx] }, problems: [] };
    const checked = checkTemplate(bytes);
    if (!checked.ok) return checked;
    const saved = await this.templates.upsert({
      companyId: actor.companyId,
      kind: request.kind,
      language: request.language,
      name: downloadName(request.name),
      content: bytes,
      uploadedBy: actor.userId,
    });
    return { ok: true, template: presentUploaded(saved) };
  }
}
