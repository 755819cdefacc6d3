export interface ProgressBarProps {
  /** Current value between 0 and max (upload bytes or percent). */
  value: number;
  max?: number;
  label: string;
}

/** Upload progress; announced as a progressbar with its percentage. */
export function ProgressBar({ value, max = 100, label }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %`}
      style={{
        height: 8,
        borderRadius: 'var(--radius-pill)',
        background: 'var(--color-neutral-tint)',
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          width: `${percent}%`,
          height: '100%',
          background: 'var(--color-brand)',
          transition: 'width 200ms ease',
        }}
      />
    </div>
  );
}
