/** A wait in seconds the way people say it: 45m, 3h 12m, 2d 4h. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ${minutes % 60}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/** A share of a cohort as a whole percentage; empty where there is none yet. */
export const formatShare = (share: number | null) => (share === null ? '' : `${Math.round(share * 100)}%`);
