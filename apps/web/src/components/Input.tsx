import { useState, type ChangeEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { MSG, stripSpaces } from '@kollabo/shared';
import { FieldShell, fieldStyles as styles, useFieldIds, type FieldTextProps } from './FieldShell';
import { EyeIcon, EyeOffIcon } from './icons';

export interface InputProps extends Omit<ComponentProps<'input'>, 'children'>, FieldTextProps {
  /** The spec blocks spaces in pseudo, e-mail, code, phone and password fields. */
  blockSpaces?: boolean;
  fieldClassName?: string;
}

/** Labelled text input; password inputs get a show/hide toggle. Works with react-hook-form. */
export function Input({
  label,
  hint,
  error,
  blockSpaces = false,
  id,
  type = 'text',
  fieldClassName,
  className,
  onChange,
  onKeyDown,
  ...rest
}: InputProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (blockSpaces && event.key === ' ') event.preventDefault();
    onKeyDown?.(event);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Paste and autofill bypass keydown: strip there too before the form reads the value.
    if (blockSpaces && /\s/.test(event.target.value)) {
      event.target.value = stripSpaces(event.target.value);
    }
    onChange?.(event);
  };

  const input = (
    <input
      {...rest}
      id={controlId}
      type={isPassword && revealed ? 'text' : type}
      className={[styles.control, className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      onKeyDown={handleKeyDown}
      onChange={handleChange}
    />
  );

  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      className={fieldClassName}
    >
      {isPassword ? (
        <div className={styles.withToggle}>
          {input}
          <button
            type="button"
            className={styles.toggle}
            aria-label={revealed ? MSG.authForm.hidePassword : MSG.authForm.showPassword}
            aria-pressed={revealed}
            aria-controls={controlId}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}
