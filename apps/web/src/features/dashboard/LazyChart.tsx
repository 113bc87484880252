import { Suspense } from 'react';
import { lazyPart } from '../../shared/lazyChunk';
import { PartLoading } from '../../shared/ui/PartLoading';
import type { DashboardChartProps } from './DashboardChart';

const DashboardChartPart = lazyPart(() => import('./DashboardChart').then((m) => m.DashboardChart), ['dashboard']);

/**
 * A chart in its fixed-height box (`.dashboard-chart`): the figures, lists and tags of the dashboard
 * paint first, chart.js follows in its own chunk (issue 14) with a skeleton in the box meanwhile.
 */
export function LazyChart(props: DashboardChartProps) {
  return (
    <div className="dashboard-chart">
      <Suspense fallback={<PartLoading rows={4} testId="chart-loading" />}>
        <DashboardChartPart {...props} />
      </Suspense>
    </div>
  );
}
