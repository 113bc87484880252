import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// Only the pieces the dashboard draws (tree-shaken chart.js): doughnuts and bars, with tooltips and legends.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export const CHART_OPTIONS = { responsive: true, maintainAspectRatio: false, animation: { duration: 0 } } as const;
