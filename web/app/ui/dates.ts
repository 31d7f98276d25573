/** Dates in Pakistan time, the same on the server and in the browser (no hydration drift). */
const pkt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatMoment = (iso: string | null) => (iso ? pkt.format(new Date(iso)) : '—');

/** The value of a datetime-local field for `iso`, in Pakistan time (UTC+5). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + 5 * 3600_000).toISOString().slice(0, 16);
}
