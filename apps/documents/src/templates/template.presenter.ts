import type { DocumentKind, DocumentTemplateView, Lang } from '@presently/contracts';
import { builtInTemplate } from './domain/built-in-templates';
import { placeholdersOf } from './domain/template-check';
import type { DocumentTemplate } from './entities/document-template.entity';

export function presentUploaded(t: DocumentTemplate): DocumentTemplateView {
  return {
    id: t.id,
    kind: t.kind,
    language: t.language,
    source: 'uploaded',
    name: t.name,
    size: t.size,
    uploaded_at: t.uploadedAt.toISOString(),
    uploaded_by_user_id: t.uploadedBy,
    placeholders: placeholdersOf(t.content),
  };
}

export function presentBuiltIn(kind: DocumentKind, language: Lang): DocumentTemplateView {
  const t = builtInTemplate(kind, language);
  return { id: null, kind, language, source: 'built_in', name: t.name, size: t.content.length, uploaded_at: null, uploaded_by_user_id: null, placeholders: placeholdersOf(t.content) };
}
