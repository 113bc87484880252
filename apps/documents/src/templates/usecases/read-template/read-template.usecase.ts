import { Injectable } from '@nestjs/common';
import type { Actor, DocumentKind, Lang, TemplateFile } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import { builtInTemplate } from '../../domain/built-in-templates';
import { TemplatesRepository } from '../../templates.repository';

/** A template's .docx: the company's own by id (another company's id is not found), or a built-in one. */
@Injectable()
export class ReadTemplateUseCase {
  constructor(private readonly templates: TemplatesRepository) {}

  async uploaded(actor: Actor, id: number): Promise<TemplateFile> {
    const t = await this.templates.findWithContent(actor.companyId, id);
    if (!t) throw new NotFoundError();
    return { name: t.name, content_base64: t.content.toString('base64') };
  }

  builtIn(kind: DocumentKind, language: Lang): TemplateFile {
    const t = builtInTemplate(kind, language);
    return { name: t.name, content_base64: t.content.toString('base64') };
  }
}
