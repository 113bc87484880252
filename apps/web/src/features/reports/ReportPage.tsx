import { Alert } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRunReport, selectCurrentUser } from '../../app/session';
import { useAppSelector } from '../../app/hooks';
import { translateErrorKey } from '../../shared/formErrors';
import { LoadError, NoPermission } from '../../shared/ui/QueryState';
import { PageHeading } from '../../shared/ui/PageHeading';
import { ExportPanel, RecentExports } from './ExportPanel';
import { ReportFiltersBar } from './ReportFiltersBar';
import { defaultPeriod, periodErrors, REPORT_PAGES } from './reportRules';
import { useReportPreviewQuery } from './reportsApi';
import { REPORT_PAGE_SIZE, ReportTable } from './ReportTable';
import type { ReportFilters, ReportKind } from './reportTypes';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 422's field errors (`{ errors: { from: ['period_too_long'] } }`) as translated messages; null for other errors. */
function fieldMessages(error: unknown): string[] | null {
  const body = isRecord(error) ? error.data : undefined;
  if (!isRecord(error) || error.status !== 422 || !isRecord(body) || !isRecord(body.errors)) return null;
  const keys = Object.values(body.errors).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return [...new Set(keys.filter((key): key is string => typeof key === 'string').map(translateErrorKey))];
}

/**
 * One page for every report kind: the filters, the preview the server lays out (paged), the export
 * buttons with the running export's progress, and the actor's recent exports. A role that may open
 * the page but not run its report (team members on the shift report) sees the no-permission message
 * only: no filters or exports the server would refuse.
 */
export function ReportPage({ kind }: { kind: ReportKind }) {
  const user = useAppSelector(selectCurrentUser);
  if (!canRunReport(kind, user)) {
    return (
      <section className="page report-page" data-testid="report-page" data-kind={kind}>
        <PageHeading titleKey={REPORT_PAGES[kind].titleKey} />
        <NoPermission />
      </section>
    );
  }
  return <ReportPageContent kind={kind} />;
}

function ReportPageContent({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation('reports');
  const [filters, setFilters] = useState<ReportFilters>(() => ({ ...defaultPeriod(kind), ...(kind === 'periodic' ? { bucket: 'month' as const } : {}) }));
  const [paging, setPaging] = useState({ page: 1, size: REPORT_PAGE_SIZE });
  const localErrors = useMemo(() => periodErrors(filters), [filters]);
  const valid = Object.keys(localErrors).length === 0;
  const preview = useReportPreviewQuery({ kind, filters, ...paging }, { skip: !valid });

  const changeFilters = (next: ReportFilters) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const messages = valid ? fieldMessages(preview.error) : Object.values(localErrors).flat().map(translateErrorKey);
  const otherError = valid && preview.error && !messages ? preview.error : null;

  return (
    <section className="page report-page" data-testid="report-page" data-kind={kind}>
      <PageHeading titleKey={REPORT_PAGES[kind].titleKey} />
      <Card className="form-card report-preview" title={t('preview.title')}>
        <ReportFiltersBar kind={kind} value={filters} onChange={changeFilters} />
        {messages?.length ? (
          <Alert type="error" showIcon className="form-error" data-testid="filters-error" message={messages.join(' ')} />
        ) : null}
        {otherError ? (
          <LoadError error={otherError} />
        ) : (
          <ReportTable
            data={valid && !messages ? preview.data : undefined}
            loading={preview.isFetching}
            onPage={(page, size) => setPaging((current) => ({ page: size === current.size ? page : 1, size }))}
          />
        )}
      </Card>
      <ExportPanel kind={kind} filters={filters} ready={valid} />
      <RecentExports />
    </section>
  );
}
