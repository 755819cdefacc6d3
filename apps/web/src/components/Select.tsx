import type { ComponentProps } from 'react';
import { FieldShell, fieldStyles, type FieldTextProps } from './FieldShell';

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
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={fieldClassName}>
      {(control) => (
        <select
          {...rest}
          {...control}
          className={[fieldStyles.control, fieldStyles.select, className].filter(Boolean).join(' ')}
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
      )}
    </FieldShell>
  );
}
