/**
 * A report's chart, drawn as hand-written SVG (no chart library: the admin's first load stays small): horizontal
 * bars, a line over the rows in their order, or a pie of the largest slices. Each mark has a <title> tooltip, and
 * the chart has a text alternative; the table below it holds the same numbers for keyboard and screen readers.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { chartSeries, columnHeading, formatCell, topWithOther, type ChartPoint } from './format.ts';
import type { ReportRun } from './types.ts';

const PALETTE = ['#1f3a5f', '#c05621', '#2f855a', '#805ad5', '#b7791f', '#2b6cb0', '#c53030', '#4a5568'];
/** More bars than this and the chart stops being readable; the table shows them all. */
const MAX_BARS = 25;

type Format = (value: number) => string;

function Bars({ points, format, label }: { points: ChartPoint[]; format: Format; label: string }) {
  const shown = points.slice(0, MAX_BARS);
  const max = Math.max(1, ...shown.map((p) => Math.abs(p.value)));
  const rowH = 24;
  const W = 640;
  const labelW = 190;
  const barW = W - labelW - 110;
  return (
    <svg viewBox={`0 0 ${W} ${Math.max(shown.length, 1) * rowH}`} width="100%" role="img" aria-label={label} data-testid="report-chart-bar">
      {shown.map((p, i) => (
        <g key={`${p.label}-${i}`} transform={`translate(0, ${i * rowH})`}>
          <text x={0} y={16} fontSize={12} fill="#333">
            {p.label.length > 28 ? `${p.label.slice(0, 27)}…` : p.label}
          </text>
          <rect x={labelW} y={5} height={14} width={Math.max((barW * Math.abs(p.value)) / max, 1)} fill={p.value < 0 ? '#c53030' : PALETTE[0]} rx={2}>
            <title>{`${p.label}: ${format(p.value)}`}</title>
          </rect>
          <text x={labelW + (barW * Math.abs(p.value)) / max + 6} y={16} fontSize={12} fill="#333">
            {format(p.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}

function Line({ points, format, label }: { points: ChartPoint[]; format: Format; label: string }) {
  const W = 640;
  const H = 220;
  const pad = { l: 8, r: 8, t: 16, b: 24 };
  const min = Math.min(0, ...points.map((p) => p.value));
  const max = Math.max(1, ...points.map((p) => p.value));
  const step = points.length > 1 ? (W - pad.l - pad.r) / (points.length - 1) : 0;
  const x = (i: number) => (points.length > 1 ? pad.l + step * i : W / 2);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - (v - min) / (max - min || 1));
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label} data-testid="report-chart-line">
      <line x1={pad.l} x2={W - pad.r} y1={y(0)} y2={y(0)} stroke="#ccc" />
      <path d={path} fill="none" stroke={PALETTE[0]} strokeWidth={2} />
      {points.map((p, i) => (
        <circle key={`${p.label}-${i}`} cx={x(i)} cy={y(p.value)} r={3} fill={PALETTE[1]}>
          <title>{`${p.label}: ${format(p.value)}`}</title>
        </circle>
      ))}
      <text x={pad.l} y={12} fontSize={11} fill="#666">
        {format(max)}
      </text>
      <text x={pad.l} y={H - 6} fontSize={11} fill="#666">
        {points[0]?.label}
      </text>
      <text x={W - pad.r} y={H - 6} fontSize={11} fill="#666" textAnchor="end">
        {points.at(-1)?.label}
      </text>
    </svg>
  );
}

function Pie({ points, format, label }: { points: ChartPoint[]; format: Format; label: string }) {
  const slices = topWithOther(points.filter((p) => p.value > 0));
  const sum = slices.reduce((s, p) => s + p.value, 0) || 1;
  const R = 90;
  const C = 100;
  let angle = -Math.PI / 2;
  const arcs = slices.map((p, i) => {
    const sweep = (p.value / sum) * Math.PI * 2;
    const start = angle;
    angle += sweep;
    const [x1, y1, x2, y2] = [C + R * Math.cos(start), C + R * Math.sin(start), C + R * Math.cos(angle), C + R * Math.sin(angle)];
    // A single slice of 100% is a full circle: an arc from a point to itself draws nothing.
    const d = slices.length === 1 ? `M${C - R},${C} a${R},${R} 0 1,0 ${2 * R},0 a${R},${R} 0 1,0 ${-2 * R},0` : `M${C},${C} L${x1.toFixed(2)},${y1.toFixed(2)} A${R},${R} 0 ${sweep > Math.PI ? 1 : 0},1 ${x2.toFixed(2)},${y2.toFixed(2)} Z`;
    return { p, d, color: PALETTE[i % PALETTE.length] };
  });
  return (
    <svg viewBox="0 0 460 200" width="100%" style={{ maxWidth: 560 }} role="img" aria-label={label} data-testid="report-chart-pie">
      {arcs.map(({ p, d, color }) => (
        <path key={p.label} d={d} fill={color} stroke="#fff" strokeWidth={1}>
          <title>{`${p.label}: ${format(p.value)} (${Math.round((p.value / sum) * 100)}%)`}</title>
        </path>
      ))}
      {arcs.map(({ p, color }, i) => (
        <g key={`legend-${p.label}`} transform={`translate(215, ${12 + i * 22})`}>
          <rect width={12} height={12} fill={color} rx={2} />
          <text x={18} y={11} fontSize={12} fill="#333">
            {`${p.label.length > 22 ? `${p.label.slice(0, 21)}…` : p.label}: ${format(p.value)}`}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function ReportChart({ run }: { run: ReportRun }) {
  const series = chartSeries(run);
  if (run.report.chart_type === 'TABLE' || !series || !series.points.length) return null;
  const { labelColumn, valueColumn, points } = series;
  const format: Format = (v) => formatCell(v, valueColumn, run.currency);
  const label = `${columnHeading(valueColumn)} by ${columnHeading(labelColumn).toLowerCase()}`;
  return (
    <Box sx={{ mb: 2 }} data-testid="report-chart" data-chart={run.report.chart_type}>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {label}
        {run.report.chart_type === 'BAR' && points.length > MAX_BARS ? ` (first ${MAX_BARS} of ${points.length})` : ''}
      </Typography>
      {run.report.chart_type === 'BAR' ? <Bars points={points} format={format} label={label} /> : null}
      {run.report.chart_type === 'LINE' ? <Line points={points} format={format} label={label} /> : null}
      {run.report.chart_type === 'PIE' ? <Pie points={points} format={format} label={label} /> : null}
    </Box>
  );
}
