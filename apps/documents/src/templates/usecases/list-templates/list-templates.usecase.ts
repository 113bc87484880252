import { Injectable } from '@nestjs/common';
import { type Actor, DOCUMENT_KINDS, DOCUMENT_LANGUAGES, type DocumentTemplateView } from '@presently/contracts';
import { presentBuiltIn, presentUploaded } from '../../template.presenter';
import { TemplatesRepository } from '../../templates.repository';

/** Every kind × language slot of the company: its upload where there is one, the built-in default elsewhere. */
@Injectable()
export class ListTemplatesUseCase {
  constructor(private readonly templates: TemplatesRepository) {}

  async execute(actor: Actor): Promise<DocumentTemplateView[]> {
    const uploaded = await this.templates.listWithContent(actor.companyId);
    const bySlot = new Map(uploaded.map((t) => [`${t.kind}.${t.language}`, t]));
    return DOCUMENT_KINDS.flatMap((kind) =>
      DOCUMENT_LANGUAGES.map((language) => {
        const own = bySlot.get(`${kind}.${language}`);
        return own ? presentUploaded(own) : presentBuiltIn(kind, language);
      }),
    );
  }
}
