/** "just now", "5m ago", "3h ago", "2d ago" for an ISO time; the full time is the title. */
export function timeAgo(iso: string | null | undefined, now = Date.now()): string {
  if (iso === null || iso === undefined) return '';
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** The full local time for a title attribute. */
export function fullTime(iso: string | null | undefined): string | undefined {
  if (iso === null || iso === undefined) return undefined;
  const at = Date.parse(iso);
  return Number.isFinite(at) ? new Date(at).toLocaleString() : undefined;
}
