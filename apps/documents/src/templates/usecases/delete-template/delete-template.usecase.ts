import { Injectable } from '@nestjs/common';
import type { Actor } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import { TemplatesRepository } from '../../templates.repository';

/** Removes the company's template; its kind and language fall back to the built-in one. Documents already issued keep their content. */
@Injectable()
export class DeleteTemplateUseCase {
  constructor(private readonly templates: TemplatesRepository) {}

  async execute(actor: Actor, id: number): Promise<{ deleted: true }> {
    if (!(await this.templates.delete(actor.companyId, id))) throw new NotFoundError();
    return { deleted: true };
  }
}
