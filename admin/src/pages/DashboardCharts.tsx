/**
 * The dashboard's two charts, drawn with `@mui/x-charts`: daily sales in one currency as bars with the order count
 * as a line on its own axis, and orders per status as horizontal bars. Only DashboardPage imports this module,
 * through React.lazy, so the chart library is a chunk of its own. No `width`: each follows its card's width.
 */
import {
  BarChart,
  BarPlot,
  ChartsAxisHighlight,
  ChartsContainer,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
  PALETTE,
  type AxisValueFormatterContext,
} from '../charts/mui-x-charts.ts';
import { formatMoney, formatMoneyCompact } from '../lib/money.ts';
import { shortLabel } from '../reports/format.ts';
import { SALES_CHART_HEIGHT, statusChartHeight } from './dashboardChartSizes.ts';


/** "2026-03-05" → "5 Mar" on the axis; the tooltip keeps the date as stored. */
const dayTick = (date: string, context: AxisValueFormatterContext) =>
  context.location === 'tick' ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }) : date;

export function SalesDrawing({ days, currency }: { days: Array<{ date: string; amount: number; orders: number }>; currency: string }) {
  return (
    <ChartsContainer
      height={SALES_CHART_HEIGHT}
      skipAnimation
      margin={{ left: 4, right: 4 }}
      xAxis={[{ id: 'day', scaleType: 'band', data: days.map((d) => d.date), valueFormatter: dayTick }]}
      yAxis={[
        { id: 'sales', min: 0, width: 56, valueFormatter: (v: number, c: AxisValueFormatterContext) => (c.location === 'tick' ? formatMoneyCompact(v, currency) : formatMoney(v, currency)) },
        { id: 'orders', min: 0, position: 'right', width: 32, tickMinStep: 1 },
      ]}
      series={[
        { type: 'bar', id: 'sales', label: `Sales (${currency})`, data: days.map((d) => d.amount), yAxisId: 'sales', color: '#8fb3d9', valueFormatter: (v) => (v === null ? '' : formatMoney(v, currency)) },
        { type: 'line', id: 'orders', label: 'Orders', data: days.map((d) => d.orders), yAxisId: 'orders', color: PALETTE[1], curve: 'linear', valueFormatter: (v) => (v === null ? '' : String(v)) },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsAxisHighlight x="band" />
      <ChartsXAxis axisId="day" />
      <ChartsYAxis axisId="sales" />
      <ChartsYAxis axisId="orders" />
      <ChartsTooltip trigger="axis" />
    </ChartsContainer>
  );
}

export function StatusDrawing({ entries }: { entries: Array<{ label: string; count: number }> }) {
  const max = Math.max(0, ...entries.map((e) => e.count));
  return (
    <BarChart
      height={statusChartHeight(entries.length)}
      layout="horizontal"
      hideLegend
      skipAnimation
      margin={{ right: 8 }}
      yAxis={[{ scaleType: 'band', data: entries.map((e) => e.label), width: 'auto', valueFormatter: (v: string, c: AxisValueFormatterContext) => (c.location === 'tick' ? shortLabel(v, 20) : v) }]}
      xAxis={[{ tickMinStep: 1, tickNumber: 3, domainLimit: () => ({ min: 0, max: Math.max(1, Math.ceil(max * 1.25)) }) }]}
      series={[{ data: entries.map((e) => e.count), label: 'Orders', color: PALETTE[0], barLabel: 'value', barLabelPlacement: 'outside' }]}
    />
  );
}
