import type { ReactNode } from 'react';

/** One term and its value inside a `<dl>`, wrapped in a div so a grid or flex lays out each pair. */
export function FactItem({
  term,
  children,
  className,
  valueClassName,
  hideTerm = false,
}: {
  term: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
  /** The term is for screen readers only (the value speaks for itself on screen). */
  hideTerm?: boolean;
}) {
  return (
    <div className={className}>
      <dt className={hideTerm ? 'visually-hidden' : undefined}>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
