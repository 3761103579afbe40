import './status-icon.css';

/** The tone of a message or status: the four message tones plus health states. */
export type Tone = 'info' | 'success' | 'warning' | 'error';

const paths: Record<Tone, string> = {
  info: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 4.6a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8ZM7.2 7.5h1.6v4.2H7.2z',
  success: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm3.1 4.6-3.8 4.3-2.5-2.2 1-1.1 1.4 1.2 2.8-3.2z',
  warning: 'M8 1.3 15 14H1L8 1.3Zm-.8 4.4v4h1.6v-4H7.2Zm0 5v1.6h1.6v-1.6H7.2Z',
  error: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm-.8 3h1.6v4.6H7.2zm0 5.6h1.6v1.6H7.2z',
};

/** A small filled icon for a tone, coloured by the tone's status colour. Decorative. */
export function StatusIcon({ tone }: { tone: Tone }) {
  return (
    <svg className="mc-status-icon" data-tone={tone} viewBox="0 0 16 16" aria-hidden="true">
      <path d={paths[tone]} fillRule="evenodd" />
    </svg>
  );
}
