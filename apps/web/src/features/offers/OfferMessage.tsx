import { useLayoutEffect, useRef, useState } from 'react';
import { MSG } from '@kollabo/shared';
import styles from './Offers.module.css';

/** The collapsed height of the spec (25 px), as in Offers.module.css `.collapsed`. */
export const COLLAPSED_HEIGHT_PX = 25;

/**
 * The private message: line breaks kept, collapsed to 25 px with voir plus... / voir moins —
 * only when the text is taller than that: a short message shows whole, with no toggle. Measured
 * again when its width changes (rotation, the web font arriving).
 */
export function OfferMessage({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // scrollHeight is the text's full height whether or not it is clamped.
    const measure = () => setOverflows(node.scrollHeight > COLLAPSED_HEIGHT_PX + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [text]);
  const collapsed = overflows && !expanded;
  return (
    <div>
      <p ref={ref} className={`${styles.message} ${collapsed ? styles.collapsed : ''}`}>
        {text}
      </p>
      {overflows && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? MSG.offers.seeLess : MSG.offers.seeMore}
        </button>
      )}
    </div>
  );
}
