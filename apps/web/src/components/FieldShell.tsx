import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export { styles as fieldStyles };

export interface FieldTextProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Validation message shown under the field and linked through aria-describedby. */
  error?: string;
}

/** What a wrapped control spreads on itself: its id and the links to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps extends FieldTextProps {
  /** The control's id; one is generated when absent. */
  id?: string;
  className?: string;
  /** Shown right under the control (a character counter), linked to it like the hint. */
  counter?: ReactNode;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The one field wrapper: label, control, hint, then error, the control linked to both. */
export function FieldShell({
  label,
  hint,
  error,
  id,
  className,
  counter,
  children,
}: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const counterId = counter ? `${controlId}-counter` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {counter && (
        <p id={counterId} className={styles.counter}>
          {counter}
        </p>
      )}
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
