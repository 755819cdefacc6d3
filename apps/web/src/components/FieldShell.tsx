import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export { styles as fieldStyles };

export interface FieldTextProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Validation message shown under the field and linked through aria-describedby. */
  error?: string;
}

/** Ids tying a control to its hint and error, for aria-describedby. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

interface FieldShellProps extends FieldTextProps {
  controlId: string;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
  className?: string;
}

export function FieldShell({
  label,
  hint,
  error,
  controlId,
  hintId,
  errorId,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
