import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mall/ui/visually-hidden';
import { labelIndexes, niceScale } from './chart-scale';

export interface DailyChartProps {
  title: string;
  /** Oldest first; `day` is "yyyy-MM-dd". */
  points: ReadonlyArray<{ day: string; value: number }>;
  /** Bars for counts, a line for amounts. */
  kind?: 'bar' | 'line';
  colour?: 'primary' | 'secondary';
  formatValue: (v: number) => string;
  /** Column headers of the data table read by screen readers. */
  dayHeader: string;
  valueHeader: string;
}

const W = 480;
const H = 200;
const PAD = { top: 12, bottom: 28, start: 48, end: 8 };
const FONT = 13;
// Read by screen readers only; a table grows to its content, so the clipping box wraps it.
const hidden = { ...visuallyHidden, insetBlockStart: 0, insetInlineStart: 0 } as const;

/**
 * A daily series drawn in SVG (no chart library) with the brand colour: bars or a line. Time runs with
 * the reading direction (right to left in RTL); the figure is titled and its numbers are also a table.
 */
export function DailyChart({ title, points, kind = 'bar', colour = 'primary', formatValue, dayHeader, valueHeader }: DailyChartProps) {
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
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${(slotX(i) + slot / 2).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');

  return (
    <Box component="figure" sx={{ margin: 0, position: 'relative' }} aria-labelledby={titleId}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{title}</Typography>
      <Box component="svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} data-kind={kind} sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={rtl ? PAD.end : PAD.start} x2={rtl ? W - PAD.start : W - PAD.end} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
            <text x={rtl ? axisX + 6 : axisX - 6} y={y(v)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'} fontSize={FONT} fill={theme.palette.text.secondary}>{formatValue(v)}</text>
          </g>
        ))}
        {kind === 'line' && points.length > 0 && <path d={line} fill="none" stroke={fill} strokeWidth={2} strokeLinejoin="round" />}
        {points.map((p, i) => {
          const top = y(p.value);
          const tip = <title>{`${p.day}: ${formatValue(p.value)}`}</title>;
          return (
            <g key={p.day}>
              {kind === 'bar'
                ? <rect x={slotX(i) + (slot - barW) / 2} y={top} width={barW} height={Math.max(0, PAD.top + plotH - top)} rx={2} fill={fill}>{tip}</rect>
                : <circle cx={slotX(i) + slot / 2} cy={top} r={points.length > 31 ? 1.5 : 3} fill={fill}>{tip}</circle>}
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
