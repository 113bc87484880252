import type { AbsenceRequestStatus, AbsenceView } from '@presently/contracts';
import { Button, Col, Row } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { PageHeading } from '../../shared/ui/PageHeading';
import { AbsenceRequestForm } from './AbsenceRequestForm';
import { canCancel, todayIn } from './absenceRules';
import { useCancelAbsenceMutation, useMyAbsencesQuery, type MyAbsencesParams } from './absencesApi';
import { AbsenceTable } from './AbsenceTable';
import { usePagedQuery } from '../../shared/ui/usePagedQuery';
import { useAbsenceFilterOptions } from './absenceUi';
import { VacationBalanceCard } from './VacationBalanceCard';

const YEARS_BACK = 3;

/** `/my-absences`: the request form, the vacation balance, and one's own requests with cancel. */
export function MyAbsencesPage() {
  const { t } = useTranslation('absences');
  return (
    <section className="page" data-testid="my-absences-page">
      <PageHeading titleKey="myAbsences" />
      <Row gutter={[24, 0]}>
        <Col xs={24} lg={14}>
          <Card title={t('form.title')} className="form-card absence-card">
            <AbsenceRequestForm />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <VacationBalanceCard />
        </Col>
      </Row>
      <MyAbsencesList />
    </section>
  );
}

function MyAbsencesList() {
  const { t } = useTranslation('absences');
  const me = useAppSelector(selectCurrentUser);
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const { query, filter, changePage } = usePagedQuery<MyAbsencesParams>();
  const list = useMyAbsencesQuery(query);
  const [cancel, cancelState] = useCancelAbsenceMutation();
  const options = useAbsenceFilterOptions();
  const today = todayIn(me?.company?.timezone ?? undefined);
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: YEARS_BACK + 2 }, (_, index) => thisYear + 1 - index).map((year) => ({ value: year, label: String(year) }));

  const onCancel = async (request: AbsenceView) => {
    const ok = await confirm({
      title: t('cancel.title'),
      content: request.status === 'approved' ? t('cancel.approvedBody') : t('cancel.pendingBody'),
      okText: t('cancel.ok'),
    });
    if (!ok) return;
    const result = await cancel(request.id);
    const done = 'data' in result && result.data?.status === 'cancellation_pending' ? t('cancel.requested') : t('cancel.done');
    feedback(result, done);
  };

  return (
    <Card title={t('list.mine')} className="form-card absence-card">
      <div className="table-filters">
        <FilterSelect<number> label={t('filters.year')} options={years} value={query.year} onChange={(year) => filter({ year })} />
        <FilterSelect<number> label={t('filters.type')} options={options.types} value={query.absence_type_id} onChange={(absence_type_id) => filter({ absence_type_id })} />
        <FilterSelect<AbsenceRequestStatus> label={t('filters.status')} options={options.statuses} value={query.status} onChange={(status) => filter({ status })} />
      </div>
      <AbsenceTable
        testId="my-absences"
        rows={list.data?.items ?? []}
        loading={list.isFetching}
        error={list.error}
        paging={{ page: query.page ?? 1, perPage: query.per_page ?? 20, total: list.data?.total ?? 0, onChange: changePage }}
        actions={(row) =>
          canCancel(row, me?.id, today) ? (
            <Button size="small" danger disabled={cancelState.isLoading} onClick={() => void onCancel(row)} data-testid={`cancel-absence-${row.id}`}>
              {t('cancel.action')}
            </Button>
          ) : null
        }
      />
    </Card>
  );
}
