import type { AbsenceAuditEntry, AbsenceDetails as AbsenceDetailsView } from '@presently/contracts';
import { Button, Col, Descriptions, Row, Space, Table, Tag, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { roleIdOf, selectCurrentUser } from '../../app/session';
import { formatDay } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { DateText } from '../../shared/ui/DateText';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError, QueryState } from '../../shared/ui/QueryState';
import { AbsenceDocumentLink } from '../document-templates';
import { canAddFiles, canCancel, canEndEarly, reasonKeyOf, todayIn, waitsFor } from './absenceRules';
import { AddFilesButton, EndEarlyButton } from './RequestChanges';
import { auditDetailText } from './auditDetail';
import { useAbsenceQuery, useCancelAbsenceMutation, useDeclineAbsenceMutation } from './absencesApi';
import { TeamCoverageCard } from './TeamCoverageCard';
import { ChainSteps, DecisionButtons, DeclineDialog, FileLinks, StatusTag, TypeName, usePeriodText } from './absenceUi';

const idOf = (text: string | undefined): number | null => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** `/absences/:id`: one request with its chain, files and audit log; cancel or decide when the user may. */
export function AbsenceDetailsPage() {
  const params = useParams();
  const id = idOf(params.id);
  return (
    <section className="page" data-testid="absence-details-page">
      <PageHeading titleKey="absenceDetails" />
      {id === null ? <LoadError error={{ error: 'not_found' }} /> : <AbsenceDetails id={id} />}
    </section>
  );
}

function AbsenceDetails({ id }: { id: number }) {
  const { t } = useTranslation('absences');
  const me = useAppSelector(selectCurrentUser);
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const absence = useAbsenceQuery(id);
  const [cancel, cancelState] = useCancelAbsenceMutation();
  const [decline] = useDeclineAbsenceMutation();
  const [declining, setDeclining] = useState(false);
  const periodText = usePeriodText();
  const request = absence.data;
  const today = todayIn(me?.company?.timezone ?? undefined);

  const auditColumns: TableProps<AbsenceAuditEntry>['columns'] = [
    { key: 'at', title: t('audit.at'), className: 'nowrap', render: (_value, entry) => formatDateTime(entry.at) },
    { key: 'actor', title: t('audit.actor'), render: (_value, entry) => entry.actor_name ?? t('audit.system') },
    { key: 'action', title: t('audit.action'), render: (_value, entry) => t(`audit.actions.${entry.action}`) },
    { key: 'detail', title: t('audit.detail'), render: (_value, entry) => auditDetailText(entry, t) },
  ];

  /**
   * Who submitted the request and when (spec section 3, "submitted by/time/date"): "Hana Ristova,
   * 24-Nov-2026 10:12", or "Hana Ristova, on behalf of Ana Petrova, 24-Nov-2026 10:12" when HR filed
   * it for her. The name is the audit's `submitted` entry's; an older entry without one reads as the
   * audit log shows it ("System").
   */
  const submittedText = (view: AbsenceDetailsView): string => {
    const onBehalf = view.submitted_by_user_id !== view.user_id;
    const filer = view.audit?.find((entry) => entry.action === 'submitted')?.actor_name ?? (onBehalf ? t('audit.system') : view.user_name);
    const who = onBehalf ? t('audit.onBehalf', { step: filer, name: view.user_name }) : filer;
    return `${who}, ${formatDateTime(view.submitted_at)}`;
  };

  const onCancel = async () => {
    if (!request) return;
    const ok = await confirm({
      title: t('cancel.title'),
      content: request.status === 'approved' ? t('cancel.approvedBody') : t('cancel.pendingBody'),
      okText: t('cancel.ok'),
    });
    if (!ok) return;
    const result = await cancel(request.id);
    feedback(result, 'data' in result && result.data?.status === 'cancellation_pending' ? t('cancel.requested') : t('cancel.done'));
  };

  return (
    <QueryState isLoading={absence.isLoading} error={absence.error} hasData={request !== undefined}>
      {request ? (
        <>
          <Card
            className="form-card absence-card"
            title={
              <Space wrap>
                <TypeName typeId={request.absence_type_id} />
                <StatusTag status={request.status} />
                {request.missing_document ? <Tag color="orange">{t('list.missingDocument')}</Tag> : null}
              </Space>
            }
            extra={
              <Space wrap>
                {waitsFor(request, me?.id) ? <DecisionButtons request={request} onDecline={() => setDeclining(true)} /> : null}
                {canEndEarly(request, roleIdOf(me), today) ? <EndEarlyButton request={request} /> : null}
                {canAddFiles(request, me?.id) ? <AddFilesButton request={request} /> : null}
                {canCancel(request, me?.id, today) ? (
                  <Button danger size="small" loading={cancelState.isLoading} onClick={() => void onCancel()} data-testid="cancel-absence">
                    {t('cancel.action')}
                  </Button>
                ) : null}
              </Space>
            }
          >
            <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="absence-details">
              <Descriptions.Item label={t('list.user')}>{request.user_name}</Descriptions.Item>
              <Descriptions.Item label={t('list.period')}>
                <DateText>{periodText(request)}</DateText>
              </Descriptions.Item>
              <Descriptions.Item label={t('list.days')}>{request.requested_days}</Descriptions.Item>
              {request.next_working_day ? <Descriptions.Item label={t('preview.nextWorkingDay')}>{formatDay(request.next_working_day)}</Descriptions.Item> : null}
              {request.personal_day_reason_id ? (
                <Descriptions.Item label={t('form.reason')}>{t(`reasons.${reasonKeyOf(request.personal_day_reason_id)}`)}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label={t('list.submitted')}>
                <span data-testid="absence-submitted">
                  <DateText>{submittedText(request)}</DateText>
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('form.comment')}>{request.comment}</Descriptions.Item>
              {request.decline_reason ? <Descriptions.Item label={t('decline.reason')}>{request.decline_reason}</Descriptions.Item> : null}
            </Descriptions>
          </Card>
          <Row gutter={[24, 0]}>
            <Col xs={24} md={12}>
              <Card title={t('chain.title')} className="form-card absence-card">
                <ChainSteps chain={request.chain} />
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card title={t('list.files')} className="form-card absence-card">
                {request.files.length > 0 ? <FileLinks requestId={request.id} files={request.files} /> : t('list.noFiles')}
                <AbsenceDocumentLink absenceId={request.id} request={request} />
              </Card>
            </Col>
          </Row>
          {request.user_id !== me?.id ? <TeamCoverageCard requestId={request.id} /> : null}
          <Card title={t('audit.title')} className="form-card absence-card">
            <Table<AbsenceAuditEntry>
              rowKey={(entry) => `${entry.at}-${entry.action}-${entry.actor_user_id ?? 0}`}
              size="small"
              columns={auditColumns}
              dataSource={request.audit ?? []}
              pagination={false}
              scroll={{ x: true }}
              data-testid="absence-audit"
            />
          </Card>
          {declining ? (
            <DeclineDialog
              title={t('decline.title', { name: request.user_name })}
              okText={t('decide.decline')}
              successMessage={t('decide.declined')}
              onSubmit={(reason) => decline({ id: request.id, reason })}
              onClose={() => setDeclining(false)}
            />
          ) : null}
        </>
      ) : null}
    </QueryState>
  );
}
