// Relative times and durations for the incident screens.
export function age(fromIso: string, now = Date.now()): string {
  const ms = Math.max(0, now - Date.parse(fromIso));
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  return `${Math.floor(hours / 24)}d`;
}

export function ago(fromIso: string, now = Date.now()): string {
  const a = age(fromIso, now);
  return a === 'just now' ? a : `${a} ago`;
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
