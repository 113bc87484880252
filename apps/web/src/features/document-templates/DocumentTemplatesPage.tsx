import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_PLACEHOLDERS, type DocumentTemplateView, type TemplateProblem } from '@presently/contracts';
import { Alert, Button, Grid, Space, Table, Tabs, Tag, Upload, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDate } from '../../shared/formatDate';
import { useConfirm } from '../../shared/ui/actionFeedback';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { DocumentRegister } from './DocumentRegister';
import { saveObjectUrl, useDeleteDocumentTemplateMutation, useDocumentTemplateFileMutation, useDocumentTemplatesQuery, useUploadDocumentTemplateMutation } from './documentTemplatesApi';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

const DOCX_ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The problems a refused upload names (each bad tag and where it stands), read from the 422 body. */
export function problemsOf(error: unknown): TemplateProblem[] {
  const data = (error as { data?: { problems?: unknown } } | undefined)?.data;
  return Array.isArray(data?.problems) ? (data.problems as TemplateProblem[]) : [];
}

/**
 * `/document-templates` (roles 1, 3 and 7): the company's templates per kind and language — upload,
 * download, replace, delete (back to the built-in one) — the placeholders a template may use, and
 * the register of issued documents.
 */
export function DocumentTemplatesPage() {
  const { t } = useTranslation('documents');
  return (
    <div data-testid="document-templates-page">
      <PageHeading titleKey="documentTemplates" />
      <Tabs
        items={[
          { key: 'templates', label: t('tabs.templates'), children: <TemplatesTab /> },
          { key: 'placeholders', label: t('tabs.placeholders'), children: <PlaceholderHelp /> },
          { key: 'register', label: t('tabs.register'), children: <DocumentRegister /> },
        ]}
      />
    </div>
  );
}

function TemplatesTab() {
  const { t } = useTranslation('documents');
  const { message } = useAppApi();
  const confirm = useConfirm();
  const templates = useDocumentTemplatesQuery();
  const [upload, uploadState] = useUploadDocumentTemplateMutation();
  const [remove] = useDeleteDocumentTemplateMutation();
  const [download] = useDocumentTemplateFileMutation();
  const [refusal, setRefusal] = useState<{ slot: string; message: string; problems: TemplateProblem[] } | null>(null);

  const onUpload = async (template: DocumentTemplateView, file: File) => {
    setRefusal(null);
    const result = await upload({ kind: template.kind, language: template.language, file });
    if ('error' in result) {
      setRefusal({ slot: `${template.kind}.${template.language}`, message: buildErrorMessage(result.error), problems: problemsOf(result.error) });
      return;
    }
    void message.success(t('templates.uploaded_ok'));
  };

  const onDownload = async (template: DocumentTemplateView) => {
    const result = await download(template);
    if ('error' in result) void message.error(buildErrorMessage(result.error));
    else saveObjectUrl(result.data, template.name);
  };

  const onDelete = async (template: DocumentTemplateView) => {
    if (template.id === null || !(await confirm({ title: t('templates.delete'), content: t('templates.confirmDelete'), okText: t('templates.delete') }))) return;
    const result = await remove(template.id);
    if ('error' in result) void message.error(buildErrorMessage(result.error));
    else void message.success(t('templates.deleted_ok'));
  };

  const wide = Grid.useBreakpoint().md !== false;
  const columns: TableProps<DocumentTemplateView>['columns'] = [
    { key: 'kind', title: t('templates.kind'), render: (_v, row) => t(`kinds.${row.kind}`) },
    { key: 'language', title: t('templates.language'), render: (_v, row) => t(`languages.${row.language}`) },
    {
      key: 'source',
      title: t('templates.source'),
      render: (_v, row) =>
        row.source === 'built_in' ? <Tag>{t('templates.builtIn')}</Tag> : <Tag color="blue">{t('templates.uploaded', { date: formatDate(row.uploaded_at) })}</Tag>,
    },
    {
      key: 'placeholders',
      title: t('templates.placeholders'),
      render: (_v, row) => {
        const tags = (
          <Space size={[2, 4]} wrap>
            {row.placeholders.map((p) => (
              <Tag key={p.name} color={p.known ? undefined : 'red'}>
                {p.name}
                {p.known ? '' : ` (${t('templates.unknown')})`}
              </Tag>
            ))}
          </Space>
        );
        // On a phone seventeen tags make each row a screen long: a count that opens them, unless one
        // is unknown (that needs HR's eye, so it shows).
        if (wide || row.placeholders.some((p) => !p.known)) return tags;
        return (
          <details className="template-placeholders">
            <summary>{t('templates.placeholderCount', { count: row.placeholders.length })}</summary>
            {tags}
          </details>
        );
      },
    },
    {
      key: 'actions',
      title: t('register.actions'),
      render: (_v, row) => (
        <Space wrap>
          <Button size="small" icon={<DownloadOutlined />} onClick={() => void onDownload(row)}>
            {t('templates.download')}
          </Button>
          <Upload
            accept={DOCX_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void onUpload(row, file);
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined />} loading={uploadState.isLoading && uploadState.originalArgs?.kind === row.kind && uploadState.originalArgs.language === row.language} data-testid={`upload-${row.kind}-${row.language}`}>
              {row.source === 'built_in' ? t('templates.upload') : t('templates.replace')}
            </Button>
          </Upload>
          {row.id !== null ? (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => void onDelete(row)}>
              {t('templates.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('templates.intro')}</Typography.Paragraph>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          data-testid="template-refusal"
          message={t('templates.problemsTitle')}
          description={
            <Space direction="vertical" size={0}>
              <span>{refusal.message}</span>
              {refusal.problems.map((p) => (
                <span key={`${p.tag}-${p.position}`}>{t('templates.problem', { tag: `{${p.tag}}`, position: p.position + 1, message: t(`errors:${p.key}`) })}</span>
              ))}
            </Space>
          }
        />
      ) : null}
      {templates.error ? <LoadError error={templates.error} /> : null}
      <Table<DocumentTemplateView>
        rowKey={(row) => `${row.kind}.${row.language}`}
        size="middle"
        columns={columns}
        dataSource={templates.data ?? []}
        loading={templates.isLoading}
        pagination={false}
        scroll={{ x: true }}
        rowClassName={(row) => `template-row template-row--${row.kind}-${row.language}`}
      />
    </Space>
  );
}

/** Every placeholder with what it holds, the loop and the conditions (the same list as docs/documents.md). */
function PlaceholderHelp() {
  const { t } = useTranslation('documents');
  const values = DOCUMENT_PLACEHOLDERS.filter((p) => p.type === 'value');
  return (
    <Space direction="vertical" data-testid="placeholder-help">
      <Typography.Paragraph>{t('placeholders.intro')}</Typography.Paragraph>
      <ul>
        {values.map((p) => (
          <li key={p.name}>
            <Typography.Text code>{`{${p.name}}`}</Typography.Text> — {t(`placeholders.${p.name}`)}
          </li>
        ))}
      </ul>
      <Typography.Paragraph>{t('placeholders.loopIntro')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code>{'{#days}{date} ({weekday}){/days}'}</Typography.Text> — {t('placeholders.days')}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('placeholders.conditionIntro')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code>{'{#half_day}…{/half_day}'}</Typography.Text> — {t('placeholders.half_day')}
        <br />
        <Typography.Text code>{'{#has_days_left}…{/has_days_left}'}</Typography.Text> — {t('placeholders.has_days_left')}
      </Typography.Paragraph>
    </Space>
  );
}
