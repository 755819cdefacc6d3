import { useSyncExternalStore } from 'react';

// Spec: 5 slides, 4 at widths up to 1024, 3 up to 768, 2 up to 480.
const STEPS: [maxWidth: number, slides: number][] = [
  [480, 2],
  [768, 3],
  [1024, 4],
];
const DEFAULT_SLIDES = 5;

function compute(steps: [number, number][], fallback: number): number {
  if (typeof window === 'undefined' || !window.matchMedia) return fallback;
  for (const [maxWidth, slides] of steps) {
    if (window.matchMedia(`(max-width: ${maxWidth}px)`).matches) return slides;
  }
  return fallback;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = STEPS.map(([maxWidth]) => window.matchMedia(`(max-width: ${maxWidth}px)`));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** Number of slides the carousel shows at the current viewport width. */
export function useSlidesPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => compute(STEPS, DEFAULT_SLIDES),
    () => DEFAULT_SLIDES,
  );
}
