/** The top of a value axis and its tick step: a round number at or above the largest value (1, 2, 2.5 or 5 × 10ⁿ per step). */
export function niceScale(maxValue: number, ticks = 4): { max: number; step: number } {
  if (!(maxValue > 0)) return { max: ticks, step: 1 };
  const raw = maxValue / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  // Counts and money are charted in whole units: never a fractional step.
  const whole = Math.max(1, Math.ceil(step));
  return { max: whole * Math.ceil(maxValue / whole), step: whole };
}

/** Which of `count` x-axis labels to print so that at most `maxLabels` show, always keeping the last (today). */
export function labelIndexes(count: number, maxLabels = 8): Set<number> {
  const every = Math.max(1, Math.ceil(count / maxLabels));
  const out = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) out.add(i);
  return out;
}
