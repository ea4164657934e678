/** The charts a report draws, and the height each takes (the placeholder's while the chart library loads). */
export type ChartKind = 'BAR' | 'LINE' | 'PIE';

export function chartHeight(kind: ChartKind, count: number): number {
  if (kind === 'BAR') return Math.max(count, 1) * 28 + 50;
  return kind === 'PIE' ? 300 : 260;
}
