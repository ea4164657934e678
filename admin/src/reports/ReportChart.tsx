/**
 * A report's chart: horizontal bars, a line over the rows in their order, or a pie of the largest slices with the
 * rest as "Other". The drawing is `@mui/x-charts`, loaded on demand (ReportChartDrawing, its own chunk); the figure
 * is named by its caption and carries a visually hidden table of what it draws, and the report's table below holds
 * every row for keyboard and screen-reader users.
 */
import { lazy } from 'react';
import Box from '@mui/material/Box';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { chartHeight } from './chartKind.ts';
import { chartSeries, columnHeading, formatCell, formatTick, MAX_BARS, pointsFor, share } from './format.ts';
import type { ReportRun } from './types.ts';

const ReportChartDrawing = lazy(() => import('./ReportChartDrawing.tsx'));

export function ReportChart({ run }: { run: ReportRun }) {
  const kind = run.report.chart_type;
  const series = chartSeries(run);
  if (kind === 'TABLE' || !series || !series.points.length) return null;
  const { labelColumn, valueColumn } = series;
  const points = pointsFor(kind, series.points);
  if (!points.length) return null;
  // Each point's money in its own currency (rows split by currency), else the result's.
  const texts = points.map((p) => formatCell(p.value, valueColumn, p.currency ?? run.currency));
  const currencies = [...new Set(points.map((p) => p.currency ?? run.currency).filter((c): c is string => !!c))];
  const label = `${columnHeading(valueColumn)} by ${columnHeading(labelColumn).toLowerCase()}`;
  const height = chartHeight(kind, points.length);
  const caption = `${label}${kind === 'BAR' && series.points.length > MAX_BARS ? ` (first ${MAX_BARS} of ${series.points.length})` : ''}`;
  return (
    <Box sx={{ mb: 2 }}>
      <ChartFigure
        testId="report-chart"
        data-chart={kind}
        caption={caption}
        height={height}
        columns={[columnHeading(labelColumn), columnHeading(valueColumn), ...(kind === 'PIE' ? ['Share'] : [])]}
        rows={points.map((p, i) => [p.label, texts[i], ...(kind === 'PIE' ? [share(p.value, points)] : [])])}
      >
        <ReportChartDrawing kind={kind} points={points} texts={texts} formatTick={(v) => formatTick(v, valueColumn, currencies)} label={label} height={height} />
      </ChartFigure>
    </Box>
  );
}
