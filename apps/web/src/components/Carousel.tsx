import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MSG } from '@kollabo/shared';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useSlidesPerView } from './useSlidesPerView';
import styles from './Carousel.module.css';

const TRANSITION_MS = 500;
const SWIPE_PX = 40;

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  /** Accessible name of the carousel region. */
  label: string;
  /** Fixed number of visible slides; defaults to the spec's 5/4/3/2 by width. */
  slidesPerView?: number;
}

/**
 * Infinite carousel: the items are rendered three times and the track jumps back to the middle
 * copy after each 500 ms move, so next/previous never reach an end. Only visible slides are
 * focusable (the others are inert).
 */
export function Carousel<T>({ items, renderItem, getKey, label, slidesPerView }: CarouselProps<T>) {
  const responsive = useSlidesPerView();
  const perView = Math.max(1, slidesPerView ?? responsive);
  const count = items.length;
  const loops = count > perView;
  const [position, setPosition] = useState(count); // index of the first visible slide
  const [animated, setAnimated] = useState(false);
  const moving = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const pointerX = useRef<number | null>(null);
  const swiped = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const move = (step: 1 | -1) => {
    if (!loops || moving.current) return;
    moving.current = true;
    setAnimated(true);
    setPosition((value) => value + step);
    timer.current = window.setTimeout(() => {
      // Snap back into the middle copy without animation: the view looks identical.
      setAnimated(false);
      setPosition((value) =>
        value >= 2 * count ? value - count : value < count ? value + count : value,
      );
      moving.current = false;
    }, TRANSITION_MS + 20);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  const slides = loops ? [...items, ...items, ...items] : [...items];
  const start = loops ? position : 0;
  const width = 100 / perView;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label={label}
      onKeyDown={handleKeyDown}
    >
      <div
        className={styles.viewport}
        onPointerDown={(event) => {
          pointerX.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (pointerX.current === null) return;
          const delta = event.clientX - pointerX.current;
          pointerX.current = null;
          swiped.current = Math.abs(delta) > SWIPE_PX;
          if (swiped.current) move(delta < 0 ? 1 : -1);
        }}
        onClickCapture={(event) => {
          // A swipe ends with a click on the card under the finger: not a choice.
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          className={[styles.track, animated && styles.animated].filter(Boolean).join(' ')}
          style={{ transform: `translateX(-${start * width}%)` }}
        >
          {slides.map((item, index) => {
            const visible = index >= start && index < start + perView;
            const realIndex = index % count;
            return (
              <div
                key={`${getKey(item)}-${Math.floor(index / count)}`}
                className={styles.slide}
                style={{ width: `${width}%` }}
                role="group"
                aria-roledescription="diapositive"
                aria-label={`${realIndex + 1} / ${count}`}
                aria-hidden={!visible || undefined}
                inert={!visible}
              >
                {renderItem(item, realIndex)}
              </div>
            );
          })}
        </div>
      </div>
      {loops && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={MSG.ui.previous}
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={MSG.ui.next}
            onClick={() => move(1)}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      )}
    </section>
  );
}
