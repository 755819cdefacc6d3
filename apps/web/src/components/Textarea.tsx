import type { ChangeEvent, ComponentProps, KeyboardEvent } from 'react';
import { FieldShell, fieldStyles as styles, useFieldIds, type FieldTextProps } from './FieldShell';

export interface TextareaProps
  extends Omit<ComponentProps<'textarea'>, 'children'>, FieldTextProps {
  /** The contact form of the spec blocks spaces even in its textarea. */
  blockSpaces?: boolean;
  fieldClassName?: string;
}

export function Textarea({
  label,
  hint,
  error,
  blockSpaces = false,
  id,
  fieldClassName,
  className,
  onChange,
  onKeyDown,
  ...rest
}: TextareaProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (blockSpaces && event.key === ' ') event.preventDefault();
    onKeyDown?.(event);
  };
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    // Spaces only: line breaks stay allowed in a multi-line field.
    if (blockSpaces && / /.test(event.target.value)) {
      event.target.value = event.target.value.replace(/ +/g, '');
    }
    onChange?.(event);
  };
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
      <textarea
        {...rest}
        id={controlId}
        className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onKeyDown={handleKeyDown}
        onChange={handleChange}
      />
    </FieldShell>
  );
}
