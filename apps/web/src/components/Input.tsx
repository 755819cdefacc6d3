import { useState, type ComponentProps } from 'react';
import { MSG, stripSpaces } from '@kollabo/shared';
import { FieldShell, fieldStyles, type FieldTextProps } from './FieldShell';
import { EyeIcon, EyeOffIcon } from './icons';
import { blockSpaceHandlers } from './spaceBlocking';

export interface InputProps extends Omit<ComponentProps<'input'>, 'children'>, FieldTextProps {
  /** The spec blocks spaces in pseudo, e-mail, code, phone and password fields. */
  blockSpaces?: boolean;
  /** With blockSpaces: what typed, pasted or autofilled text loses (default: whitespace). */
  clean?: (value: string) => string;
  fieldClassName?: string;
}

/** Labelled text input; password inputs get a show/hide toggle. Works with react-hook-form. */
export function Input({
  label,
  hint,
  error,
  blockSpaces = false,
  clean = stripSpaces,
  id,
  type = 'text',
  fieldClassName,
  className,
  onChange,
  onKeyDown,
  ...rest
}: InputProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  // Paste and autofill bypass keydown: every whitespace is stripped on change too.
  const handlers = blockSpaces
    ? blockSpaceHandlers(clean, { onKeyDown, onChange })
    : { onKeyDown, onChange };

  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={fieldClassName}>
      {(control) => {
        const input = (
          <input
            {...rest}
            {...control}
            {...handlers}
            type={isPassword && revealed ? 'text' : type}
            className={[fieldStyles.control, className].filter(Boolean).join(' ')}
          />
        );
        if (!isPassword) return input;
        return (
          <div className={fieldStyles.withToggle}>
            {input}
            <button
              type="button"
              className={fieldStyles.toggle}
              aria-label={revealed ? MSG.authForm.hidePassword : MSG.authForm.showPassword}
              aria-pressed={revealed}
              aria-controls={control.id}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </button>
          </div>
        );
      }}
    </FieldShell>
  );
}
