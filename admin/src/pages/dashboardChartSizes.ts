/** The dashboard charts' heights (the placeholders' while the chart library loads, and the charts' own). */
export const SALES_CHART_HEIGHT = 240;
export const statusChartHeight = (count: number) => Math.max(count, 1) * 28 + 40;
