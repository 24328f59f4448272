import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { labelIndexes, niceScale } from '../utils/chart-scale';

export interface DailyBarChartProps {
  title: string;
  /** Oldest first. */
  points: ReadonlyArray<{ day: string; value: number }>;
  colour: 'primary' | 'secondary';
  formatValue: (v: number) => string;
  /** Column headers of the data table read by screen readers. */
  dayHeader: string;
  valueHeader: string;
}

const W = 480;
const H = 200;
const PAD = { top: 12, bottom: 28, start: 40, end: 8 };
const FONT = 13;
// Read by screen readers only; a table grows to its content, so the clipping box wraps it.
const hidden = { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '1px', height: '1px', padding: 0, margin: '-1px', border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A bar per day drawn in SVG with the brand colour; time runs with the reading direction (right to left in RTL). */
export function DailyBarChart({ title, points, colour, formatValue, dayHeader, valueHeader }: DailyBarChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const rtl = theme.direction === 'rtl';
  const { max, step } = niceScale(Math.max(0, ...points.map((p) => p.value)));
  const plotW = W - PAD.start - PAD.end;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = points.length ? plotW / points.length : plotW;
  const barW = Math.max(2, slot * 0.64);
  const axisX = rtl ? W - PAD.start : PAD.start;
  // x of the slot's start, measured from the inline start of the plot.
  const slotX = (i: number) => (rtl ? W - PAD.start - (i + 1) * slot : PAD.start + i * slot);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const labels = labelIndexes(points.length);
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  const fill = theme.palette[colour].main;

  return (
    <Box component="figure" sx={{ margin: 0, position: 'relative' }} aria-labelledby={titleId}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{title}</Typography>
      <Box component="svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={rtl ? PAD.end : PAD.start} x2={rtl ? W - PAD.start : W - PAD.end} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
            <text x={rtl ? axisX + 6 : axisX - 6} y={y(v)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'} fontSize={FONT} fill={theme.palette.text.secondary}>{formatValue(v)}</text>
          </g>
        ))}
        {points.map((p, i) => {
          const top = y(p.value);
          return (
            <g key={p.day}>
              <rect x={slotX(i) + (slot - barW) / 2} y={top} width={barW} height={Math.max(0, PAD.top + plotH - top)} rx={2} fill={fill}>
                <title>{`${p.day}: ${formatValue(p.value)}`}</title>
              </rect>
              {labels.has(i) && (
                <text x={slotX(i) + slot / 2} y={H - 8} textAnchor="middle" fontSize={FONT} fill={theme.palette.text.secondary}>{p.day.slice(5)}</text>
              )}
            </g>
          );
        })}
      </Box>
      <Box sx={hidden}>
        <table>
          <caption>{title}</caption>
          <thead><tr><th scope="col">{dayHeader}</th><th scope="col">{valueHeader}</th></tr></thead>
          <tbody>{points.map((p) => <tr key={p.day}><td>{p.day}</td><td>{formatValue(p.value)}</td></tr>)}</tbody>
        </table>
      </Box>
    </Box>
  );
}
