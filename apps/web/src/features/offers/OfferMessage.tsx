import { useLayoutEffect, useRef, useState } from 'react';
import { MSG } from '@kollabo/shared';
import styles from './Offers.module.css';

/** The private message: line breaks kept, collapsed to 25 px with voir plus... / voir moins. */
export function OfferMessage({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    // Measured while collapsed: the toggle only appears when there is more to show.
    if (node && !expanded) setOverflows(node.scrollHeight > node.clientHeight + 1);
  }, [text, expanded]);
  return (
    <div>
      <p ref={ref} className={`${styles.message} ${expanded ? '' : styles.collapsed}`}>
        {text}
      </p>
      {(overflows || expanded) && (
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
