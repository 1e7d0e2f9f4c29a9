/** A duration in seconds as "1 h 05 min 30 s" (hours only when there are some). */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(rest)} s`;
  if (minutes > 0) return `${minutes} min ${pad(rest)} s`;
  return `${rest} s`;
}
