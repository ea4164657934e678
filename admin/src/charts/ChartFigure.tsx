/**
 * The frame every chart is drawn in: a <figure> named by its visible caption, the chart itself loaded on demand
 * (`@mui/x-charts` lives in its own chunk, fetched only by the screens that chart — never in the initial JS), and a
 * visually hidden table of the figures the chart draws, so a screen reader gets every number in one place. The
 * drawing stays reachable too: x-charts lets the keyboard step through its items and announces each one.
 * The placeholder holds the chart's height while its chunk loads, so nothing below it jumps.
 */
import { Suspense, useId, type ReactNode } from 'react';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function ChartFigure({
  caption,
  captionVariant = 'subtitle2',
  height,
  columns,
  rows,
  testId,
  action,
  children,
  ...data
}: {
  caption: ReactNode;
  captionVariant?: 'subtitle1' | 'subtitle2';
  /** The chart's height in px (the placeholder's while it loads). */
  height: number;
  /** The hidden table: its column headings and one array of cell texts per row (the first cell heads its row). */
  columns: string[];
  rows: string[][];
  testId: string;
  /** Controls beside the caption (the dashboard's currency switch). */
  action?: ReactNode;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}) {
  const captionId = useId();
  // The caption names the figure by id (not a <figcaption>, which must be the figure's own child: here it shares a
  // row with the controls).
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0, width: '100%' }} data-testid={testId} {...data}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={captionId} variant={captionVariant} color={captionVariant === 'subtitle2' ? 'text.secondary' : undefined} data-testid={`${testId}-caption`}>
          {caption}
        </Typography>
        {action}
      </Box>
      <Box sx={{ width: '100%', minWidth: 0, minHeight: height }} data-testid={`${testId}-drawing`}>
        <Suspense fallback={<Box sx={{ height }} />}>{children}</Suspense>
      </Box>
      {/* Hidden by a wrapper: a table ignores a 1 px width and would widen the page on a phone. */}
      <Box sx={visuallyHidden}>
        <table data-testid={`${testId}-data`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
