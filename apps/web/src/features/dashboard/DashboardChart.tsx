import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';

// Only the pieces the dashboard draws (tree-shaken chart.js): doughnuts and bars, with tooltips and legends.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const CHART_OPTIONS = { responsive: true, maintainAspectRatio: false, animation: { duration: 0 } } as const;

export type DashboardChartProps =
  | { kind: 'bar'; label: string; options?: ChartOptions<'bar'>; data: ChartData<'bar'> }
  | { kind: 'doughnut'; label: string; options?: ChartOptions<'doughnut'>; data: ChartData<'doughnut'> };

/**
 * A dashboard chart (chart.js, ~55 KB gzip): a chunk of its own, loaded after the dashboard's first
 * paint (LazyChart); sized by its `.dashboard-chart` box, not animated.
 */
export function DashboardChart(props: DashboardChartProps) {
  return props.kind === 'bar' ? (
    <Bar aria-label={props.label} options={{ ...CHART_OPTIONS, ...props.options }} data={props.data} />
  ) : (
    <Doughnut aria-label={props.label} options={{ ...CHART_OPTIONS, ...props.options }} data={props.data} />
  );
}
