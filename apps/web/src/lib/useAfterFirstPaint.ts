import { useEffect, useState } from 'react';

// Parts of a page that are not its Largest Contentful Paint are mounted once the page's first
// frame has been painted. A lazy section rendered in the same pass made the whole page wait for
// it: when its chunk arrived while React was still rendering the page, React rendered the page
// again with it, and the profile's presentation was painted ~0.5 s later (bench/results.md,
// session 12).

/** Calls `then` after the next frame is painted (a hidden tab paints nothing: soon instead). */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.hidden || typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  // A frame callback runs before that frame's paint; a task it queues, after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the first render with `shown` true has been painted, then true: `shown` says the
 * page's main content is on screen (not its loading look).
 */
export function useAfterFirstPaint(shown = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !shown) return;
    return afterNextPaint(() => setPainted(true));
  }, [painted, shown]);
  return painted;
}
