import type { ComponentProps } from 'react';
import { FieldShell, fieldStyles as styles, useFieldIds, type FieldTextProps } from './FieldShell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'>, FieldTextProps {
  options: readonly (SelectOption | string)[];
  placeholder?: string;
  fieldClassName?: string;
}

export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  fieldClassName,
  className,
  ...rest
}: SelectProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
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
      <select
        {...rest}
        id={controlId}
        className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
