import { useState } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Image URL (see imageUrl() in lib/api); missing or broken shows the initials. */
  src?: string | null;
  /** Display name or pseudo: used for the alt text and the initials. */
  name: string;
  size?: number;
  className?: string;
}

export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]?.slice(0, 2)];
  return (
    letters
      .map((part) => part?.charAt(0) ?? '')
      .join('')
      .toUpperCase()
      .slice(0, 2) || '?'
  );
}

export function Avatar({ src, name, size = 40, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
    >
      {showImage && src ? (
        <img src={src} alt={name} loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        <span role="img" aria-label={name}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
