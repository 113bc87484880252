import type { AbsenceRequestStatus, AbsenceView } from '@presently/contracts';
import { Button, DatePicker, Space, Tag } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, isoDayOf } from '../../shared/dates';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { PageHeading } from '../../shared/ui/PageHeading';
import { usePagedQuery } from '../../shared/ui/usePagedQuery';
import {
  useAbsencesQuery,
  useApproveAllAbsencesMutation,
  useDeclineAbsenceMutation,
  useDeclineAllAbsencesMutation,
  useWaitingApprovalsQuery,
  type AbsencesParams,
} from './absencesApi';
import { AbsenceTable } from './AbsenceTable';
import { DecisionButtons, DeclineDialog, useAbsenceFilterOptions } from './absenceUi';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { SubstituteCard } from './SubstituteCard';

/** `/absence-requests`: what waits for the approver, and every request in their scope. */
export function AbsenceRequestsPage() {
  return (
    <section className="page" data-testid="absence-requests-page">
      <PageHeading titleKey="absenceRequests" />
      <WaitingForMe />
      <SubstituteCard />
      <AllRequests />
    </section>
  );
}

type Declining = { type: 'one'; request: AbsenceView } | { type: 'all'; count: number } | null;

function WaitingForMe() {
  const { t } = useTranslation('absences');
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const waiting = useWaitingApprovalsQuery();
  const [decline] = useDeclineAbsenceMutation();
  const [approveAll, approveAllState] = useApproveAllAbsencesMutation();
  const [declineAll] = useDeclineAllAbsencesMutation();
  const [declining, setDeclining] = useState<Declining>(null);
  const rows = waiting.data ?? [];

  const onApproveAll = async () => {
    const ok = await confirm({ title: t('decide.approveAllTitle'), content: t('decide.approveAllBody', { count: rows.length }), okText: t('decide.approveAll'), danger: false });
    if (!ok) return;
    const result = await approveAll();
    feedback(result, t('decide.approvedAll', { count: 'data' in result && result.data ? result.data.count : rows.length }));
  };

  return (
    <Card
      title={t('approvals.waiting', { count: rows.length })}
      className="form-card absence-card"
      extra={
        <Space wrap>
          <Button type="primary" disabled={rows.length === 0} loading={approveAllState.isLoading} onClick={() => void onApproveAll()} data-testid="approve-all">
            {t('decide.approveAll')}
          </Button>
          <Button danger disabled={rows.length === 0} onClick={() => setDeclining({ type: 'all', count: rows.length })} data-testid="decline-all">
            {t('decide.declineAll')}
          </Button>
        </Space>
      }
    >
      <AbsenceTable
        testId="waiting-approvals"
        showUser
        rows={rows}
        loading={waiting.isFetching}
        error={waiting.error}
        actions={(request) => (
          <Space direction="vertical" size={4}>
            <AsSubstituteTag request={request} />
            <DecisionButtons request={request} onDecline={() => setDeclining({ type: 'one', request })} />
          </Space>
        )}
      />
      {declining?.type === 'one' ? (
        <DeclineDialog
          title={t('decline.title', { name: declining.request.user_name })}
          okText={t('decide.decline')}
          successMessage={t('decide.declined')}
          onSubmit={(reason) => decline({ id: declining.request.id, reason })}
          onClose={() => setDeclining(null)}
        />
      ) : null}
      {declining?.type === 'all' ? (
        <DeclineDialog
          title={t('decline.allTitle', { count: declining.count })}
          okText={t('decide.declineAll')}
          successMessage={t('decide.declinedAll')}
          onSubmit={(reason) => declineAll({ reason })}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </Card>
  );
}

/** A request that waits for someone the approver stands in for (or any HR person's HR step) says for whom. */
function AsSubstituteTag({ request }: { request: AbsenceView }) {
  const { t } = useTranslation('absences');
  const me = useAppSelector(selectCurrentUser);
  const step = request.chain.find((s) => s.status === 'waiting');
  const holder = step?.holder_user_id ?? request.waiting_for_user_id;
  if (!step || holder === null || holder === me?.id || step.step === 'human_resources') return null;
  return (
    <Tag color="purple" data-testid={`as-substitute-${request.id}`}>
      {t('substitute.forHolder', { name: step.holder_name })}
    </Tag>
  );
}

function AllRequests() {
  const { t } = useTranslation('absences');
  const { query, filter, changePage } = usePagedQuery<AbsencesParams>();
  const list = useAbsencesQuery(query);
  const options = useAbsenceFilterOptions();
  const missing = [
    { value: 'true' as const, label: t('filters.missingDocument') },
    { value: 'false' as const, label: t('filters.withDocuments') },
  ];

  return (
    <Card title={t('approvals.all')} className="form-card absence-card">
      <div className="table-filters">
        <FilterSelect<number> label={t('filters.type')} options={options.types} value={query.absence_type_id} onChange={(absence_type_id) => filter({ absence_type_id })} />
        <FilterSelect<AbsenceRequestStatus> label={t('filters.status')} options={options.statuses} value={query.status} onChange={(status) => filter({ status })} />
        <FilterSelect<'true' | 'false'> label={t('filters.documents')} options={missing} value={query.missing_document} onChange={(missing_document) => filter({ missing_document })} />
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          aria-label={t('filters.period')}
          allowEmpty={[true, true]}
          onChange={(range) => filter({ from: isoDayOf(range?.[0]) ?? undefined, to: isoDayOf(range?.[1]) ?? undefined })}
        />
      </div>
      <AbsenceTable
        testId="all-absences"
        showUser
        rows={list.data?.items ?? []}
        loading={list.isFetching}
        error={list.error}
        paging={{ page: query.page ?? 1, perPage: query.per_page ?? 20, total: list.data?.total ?? 0, onChange: changePage }}
      />
    </Card>
  );
}
