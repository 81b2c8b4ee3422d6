/** The value at percentile `p` (0–100) of ascending `sorted` values; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
