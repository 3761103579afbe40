import { useState } from 'react';
import './avatar.css';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's name: alt text and source of the initials. */
  name: string;
  /**
   * Image URL; initials are shown when absent, when it fails to load, or when it is on another
   * site (see {@link ownImageUrl}).
   */
  src?: string | null | undefined;
  size?: number;
}

/** "Ada Lovelace" → "AL"; "ops@example.com" → "O". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 && !name.includes('@') ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * `src` if the browser may load it without telling another site: an address on the console's own
 * origin or a `data:` image. A picture elsewhere (an avatar service such as api.dicebear.com)
 * would send the person's name out, fails offline and air-gapped, and is refused by the
 * Content-Security-Policy (`img-src 'self' data:`), so the initials are drawn instead.
 */
export function ownImageUrl(
  src: string | null | undefined,
  origin: string = globalThis.location?.origin ?? '',
): string | null {
  if (src === undefined || src === null || src.trim() === '') return null;
  if (/^data:image\//i.test(src)) return src;
  try {
    return new URL(src, origin || undefined).origin === origin ? src : null;
  } catch {
    return null; // not an address at all
  }
}

/** A round picture of a person, or their initials on a colour derived from the name. */
export function Avatar({ name, src, size = 24 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.max(9, Math.round(size * 0.42)) };
  const image = ownImageUrl(src);
  if (image !== null && !failed) {
    return <img className="mc-avatar" src={image} alt={name} style={style} onError={() => setFailed(true)} />;
  }
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return (
    <span
      className="mc-avatar mc-avatar--initials"
      role="img"
      aria-label={name}
      style={{ ...style, ['--mc-avatar-hue' as string]: hash }}
    >
      {/* Drawn as generated content, so a labelled control around the avatar (the user menu) has
          only the person's name as visible text (axe: label-content-name-mismatch). */}
      <span aria-hidden="true" className="mc-avatar__initials" data-initials={initialsOf(name)} />
    </span>
  );
}
