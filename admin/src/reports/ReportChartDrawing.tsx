/**
 * A report's chart drawn with `@mui/x-charts`: horizontal bars, a line over the rows in their order, or a pie of the
 * largest slices. Only ReportChart imports this module, through React.lazy, so the chart library is a chunk of its
 * own. No `width`: the chart follows its container's width, so it fits a phone and a desktop alike.
 */
import { BarChart, LineChart, NEGATIVE, PALETTE, PieChart, type AxisValueFormatterContext } from '../charts/mui-x-charts.ts';
import { shortLabel, share, type ChartPoint } from './format.ts';
import type { ChartKind } from './chartKind.ts';

export interface DrawingProps {
  kind: ChartKind;
  points: ChartPoint[];
  /** Each point's value in full ("£1,234.56", in its own currency): tooltips and bar labels. */
  texts: string[];
  /** A value short ("£1.2k"): axis ticks. */
  formatTick: (value: number) => string;
  label: string;
  height: number;
}

const band = (max: number) => (value: string, context: { location: string }) => (context.location === 'tick' ? shortLabel(value, max) : value);

export default function ReportChartDrawing({ kind, points, texts, formatTick, label, height }: DrawingProps) {
  const labels = points.map((p) => p.label);
  const values = points.map((p) => p.value);
  const full = (_value: number | null, { dataIndex }: { dataIndex: number }) => texts[dataIndex] ?? '';
  const tick = (value: number, context: AxisValueFormatterContext) => (context.location === 'tick' ? formatTick(value) : '');
  if (kind === 'BAR') {
    const max = Math.max(0, ...values);
    return (
      <BarChart
        height={height}
        layout="horizontal"
        hideLegend
        skipAnimation
        margin={{ right: 8 }}
        yAxis={[{ scaleType: 'band', data: labels, width: 'auto', valueFormatter: band(20) }]}
        xAxis={[
          {
            valueFormatter: tick,
            tickNumber: 4,
            // Room right of the longest bar for its value; negative values red.
            domainLimit: (min) => ({ min: Math.min(Number(min), 0), max: max ? max * 1.35 : 1 }),
            colorMap: { type: 'piecewise', thresholds: [0], colors: [NEGATIVE, PALETTE[0]] },
          },
        ]}
        series={[{ data: values, label, valueFormatter: full, barLabel: (item) => texts[item.dataIndex] ?? '', barLabelPlacement: 'outside' }]}
      />
    );
  }
  if (kind === 'LINE') {
    return (
      <LineChart
        height={height}
        hideLegend
        skipAnimation
        margin={{ right: 16 }}
        xAxis={[{ scaleType: 'point', data: labels, valueFormatter: band(16) }]}
        yAxis={[{ valueFormatter: tick, width: 64 }]}
        series={[{ data: values, label, color: PALETTE[0], valueFormatter: full, curve: 'linear', showMark: points.length <= 60 }]}
      />
    );
  }
  // A pie wider than this leaves its legend far from its slices.
  return (
    <PieChart
      sx={{ maxWidth: 560 }}
      height={height}
      skipAnimation
      colors={PALETTE}
      series={[
        {
          data: points.map((p, id) => ({ id, value: p.value, label: (location) => (location === 'legend' ? `${shortLabel(p.label, 18)}: ${texts[id] ?? ''}` : p.label) })),
          valueFormatter: (item, { dataIndex }) => `${texts[dataIndex] ?? ''} (${share(item.value, points)})`,
          outerRadius: 100,
        },
      ]}
    />
  );
}
