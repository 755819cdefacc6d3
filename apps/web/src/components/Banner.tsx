import { useCallback, useEffect, useState } from 'react';
import { DURATIONS } from '@kollabo/shared';
import { AlertIcon, CheckIcon } from './icons';
import styles from './Banner.module.css';

export type BannerKind = 'success' | 'error';

export interface BannerMessage {
  kind: BannerKind;
  text: string;
  /** Changes on every show, so the same text shown twice restarts its 6 s timer. */
  key: number;
}

let sequence = 0;

/** State for one feedback banner: `const banner = useBanner(); banner.error(text)`. */
export function useBanner() {
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const show = useCallback((kind: BannerKind, text: string) => {
    sequence += 1;
    setMessage({ kind, text, key: sequence });
  }, []);
  const success = useCallback((text: string) => show('success', text), [show]);
  const error = useCallback((text: string) => show('error', text), [show]);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, success, error, clear };
}

export interface BannerProps {
  message: BannerMessage | null;
  onClear: () => void;
  /** Milliseconds before the banner clears itself (spec: 6 s); null keeps it (load errors). */
  duration?: number | null;
}

/** Feedback banner announced to screen readers; clears itself after DURATIONS.bannerMs. */
export function Banner({ message, onClear, duration = DURATIONS.bannerMs }: BannerProps) {
  const key = message?.key;
  useEffect(() => {
    if (key === undefined || duration === null) return;
    const timer = window.setTimeout(onClear, duration);
    return () => window.clearTimeout(timer);
  }, [key, duration, onClear]);

  if (!message) return null;
  const isError = message.kind === 'error';
  return (
    <div
      key={message.key}
      className={`${styles.banner} ${isError ? styles.error : styles.success}`}
      role={isError ? 'alert' : 'status'}
    >
      {isError ? <AlertIcon size={20} /> : <CheckIcon size={20} />}
      <span>{message.text}</span>
    </div>
  );
}

const keep = () => {};

/** A load failure that stays on screen (no timer): the page has nothing else to show. */
export function LoadErrorBanner({ text }: { text: string }) {
  return <Banner message={{ kind: 'error', text, key: 0 }} onClear={keep} duration={null} />;
}
