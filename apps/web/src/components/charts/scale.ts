/**
 * A value axis from 0 to a round number above `max`, with 4–5 evenly spaced round ticks (1, 2, 2.5 or 5 × a power of
 * ten); whole steps for counts. An empty axis (max 0) still reads 0–4.
 */
export function niceScale(max: number, decimals: boolean, steps = 4): { max: number; ticks: number[] } {
  let step: number;
  if (!(max > 0)) {
    step = 1;
  } else {
    const raw = max / steps;
    const magnitude = 10 ** Math.floor(Math.log10(raw));
    const residual = raw / magnitude;
    step =
      (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10) * magnitude;
    if (!decimals) step = Math.max(1, Math.ceil(step));
  }
  const count = max > 0 ? Math.max(1, Math.ceil(max / step - 1e-9)) : steps;
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks[ticks.length - 1]!, ticks };
}
