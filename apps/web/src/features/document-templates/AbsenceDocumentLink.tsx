import { FileWordOutlined } from '@ant-design/icons';
import { type AbsenceView, DOCUMENT_KIND_OF_ABSENCE_TYPE, type GeneratedDocumentView } from '@presently/contracts';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDate } from '../../shared/formatDate';
import { saveObjectUrl, useAbsenceDocumentFileMutation, useAbsenceDocumentQuery } from './documentTemplatesApi';
import { useAppApi } from '../../shared/ui/useAppApi';

interface AbsenceDocumentLinkProps {
  absenceId: number;
  /** Whether to look at all: an approved absence of a kind with a document. Left out: look. */
  request?: Pick<AbsenceView, 'status' | 'absence_type_id'>;
  /** The document when the caller has it already (the register), so no call is made. */
  known?: GeneratedDocumentView;
}

/** Statuses in which an absence may have a document: approved, its cancellation waiting, or cancelled after approval (the document then void). */
const WITH_DOCUMENT: ReadonlySet<AbsenceView['status']> = new Set(['approved', 'cancellation_pending', 'cancelled']);

/** Whether an absence can have a document: approved once, of a type with a template (vacation, personal days, work from home). */
export const mayHaveDocument = (request: Pick<AbsenceView, 'status' | 'absence_type_id'>): boolean =>
  WITH_DOCUMENT.has(request.status) && DOCUMENT_KIND_OF_ABSENCE_TYPE[request.absence_type_id] !== undefined;

/**
 * The download link of an absence's document (.docx, and PDF), shown once it exists. The server
 * decides who may see it (the requester, HR, the approvers in scope); anyone else simply sees no link.
 * A void document (its absence cancelled) is still there to download, marked void.
 */
export function AbsenceDocumentLink({ absenceId, request, known }: AbsenceDocumentLinkProps) {
  const { t } = useTranslation('documents');
  const { message } = useAppApi();
  const look = known === undefined && (request === undefined || mayHaveDocument(request));
  const info = useAbsenceDocumentQuery(absenceId, { skip: !look });
  const [download, state] = useAbsenceDocumentFileMutation();
  const doc = known ?? info.data;
  if (!doc) return null;
  if (!doc.available) return doc.status === 'pending' ? <span className="document-pending">{t('link.pending')}</span> : null;

  const save = async (format: 'docx' | 'pdf') => {
    const result = await download({ absenceId, format });
    if ('error' in result) void message.error(buildErrorMessage(result.error));
    else saveObjectUrl(result.data, `${doc.kind}-${doc.number}-${doc.year}.${format}`);
  };

  return (
    <Space size={0} data-testid={`absence-document-${absenceId}`} className={doc.status === 'void' ? 'absence-document--void' : undefined}>
      <Button type="link" size="small" className="table-link" icon={<FileWordOutlined />} loading={state.isLoading && state.originalArgs?.format === 'docx'} onClick={() => void save('docx')}>
        {t('link.docx', { number: doc.number_label })}
      </Button>
      <Button type="link" size="small" className="table-link" loading={state.isLoading && state.originalArgs?.format === 'pdf'} onClick={() => void save('pdf')}>
        {t('link.pdf')}
      </Button>
      {doc.status === 'void' ? (
        <Tag className="document-void" title={doc.voided_at ? t('link.voidedOn', { date: formatDate(doc.voided_at) }) : undefined}>
          {t('link.void')}
        </Tag>
      ) : null}
    </Space>
  );
}
