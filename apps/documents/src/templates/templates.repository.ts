import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DocumentKind, Lang } from '@presently/contracts';
import { DocumentTemplate } from './entities/document-template.entity';

export interface NewTemplate {
  companyId: number;
  kind: DocumentKind;
  language: Lang;
  name: string;
  content: Buffer;
  uploadedBy: number;
}

/** A company's uploaded templates; every query is scoped by company. */
@Injectable()
export class TemplatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listForCompany(companyId: number): Promise<DocumentTemplate[]> {
    return this.dataSource.manager.find(DocumentTemplate, { where: { companyId }, order: { kind: 'ASC', language: 'ASC' } });
  }

  /** Every template of the company with its bytes (the list shows each one's placeholders). */
  listWithContent(companyId: number): Promise<DocumentTemplate[]> {
    return this.dataSource.manager.createQueryBuilder(DocumentTemplate, 't').addSelect('t.content').where('t.companyId = :companyId', { companyId }).getMany();
  }

  findWithContent(companyId: number, id: number): Promise<DocumentTemplate | null> {
    return this.dataSource.manager.createQueryBuilder(DocumentTemplate, 't').addSelect('t.content').where('t.id = :id AND t.companyId = :companyId', { id, companyId }).getOne();
  }

  findForSlot(companyId: number, kind: DocumentKind, language: Lang): Promise<DocumentTemplate | null> {
    return this.dataSource.manager
      .createQueryBuilder(DocumentTemplate, 't')
      .addSelect('t.content')
      .where('t.companyId = :companyId AND t.kind = :kind AND t.language = :language', { companyId, kind, language })
      .getOne();
  }

  /** Puts the template in its slot (kind and language), replacing the one there; one statement, so two uploads at once leave one. */
  async upsert(template: NewTemplate): Promise<DocumentTemplate> {
    const rows = (await this.dataSource.query(
      `INSERT INTO "documents"."document_templates" ("company_id", "kind", "language", "name", "size", "content", "uploaded_by", "uploaded_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT ("company_id", "kind", "language") DO UPDATE
         SET "name" = EXCLUDED."name", "size" = EXCLUDED."size", "content" = EXCLUDED."content", "uploaded_by" = EXCLUDED."uploaded_by", "uploaded_at" = now()
       RETURNING "id"`,
      [template.companyId, template.kind, template.language, template.name, template.content.length, template.content, template.uploadedBy],
    )) as Array<{ id: number }>;
    return (await this.findWithContent(template.companyId, rows[0].id)) as DocumentTemplate;
  }

  async delete(companyId: number, id: number): Promise<boolean> {
    const result = await this.dataSource.manager.delete(DocumentTemplate, { companyId, id });
    return (result.affected ?? 0) > 0;
  }
}
