/** Spec §2.5: analysis severity colours, critical red and warning yellow. */
export function severityTone(severity: string | null | undefined): 'critical' | 'warning' | 'other' {
  const s = (severity ?? '').toLowerCase();
  if (s === 'critical' || s === 'blocker' || s === 'high') return 'critical';
  if (s === 'warning' || s === 'medium') return 'warning';
  return 'other';
}
