/**
 * The one door to `@mui/x-charts`: the chart components the admin draws with, and its chart colours. Only the
 * lazily loaded drawing modules (reports/ReportChartDrawing, pages/DashboardCharts) import this file, so the
 * library lands in one chunk of its own, named after this file (mui-x-charts-<hash>.js), fetched only by the
 * screens that chart. Never import it from a module that is loaded eagerly: it would grow the initial JS by
 * about 100 kB gzip.
 */
export { BarChart, BarPlot } from '@mui/x-charts/BarChart';
export { LineChart, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
export { PieChart } from '@mui/x-charts/PieChart';
export { ChartsContainer } from '@mui/x-charts/ChartsContainer';
export { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
export { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
export { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
export { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
export type { AxisValueFormatterContext } from '@mui/x-charts/models';

/** The admin's chart colours (the navy of the app bar first); negative values are drawn in the red. */
export const PALETTE = ['#1f3a5f', '#c05621', '#2f855a', '#805ad5', '#b7791f', '#2b6cb0', '#c53030', '#4a5568'];
export const NEGATIVE = '#c53030';
