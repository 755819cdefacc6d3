import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { Input } from './Input';

export interface SearchFormProps {
  /** Visible label; with `hideLabel` it is read by screen readers only and shown as placeholder. */
  label: string;
  hideLabel?: boolean;
  submitLabel: ReactNode;
  maxLength: number;
  /** Receives the trimmed text when the form is sent (button or Enter). */
  onSearch: (text: string) => void;
  className?: string;
  fieldClassName?: string;
  /** The text shown at first (a query read from the address); remount with a key to reset it. */
  initialText?: string;
  /** Placeholder when the label is visible or differs from it. */
  placeholder?: string;
}

/** The list pages' search: a text field and its button, applied on submit only. */
export function SearchForm({
  label,
  hideLabel = false,
  submitLabel,
  maxLength,
  onSearch,
  className,
  fieldClassName,
  initialText = '',
  placeholder,
}: SearchFormProps) {
  const [text, setText] = useState(initialText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={className} role="search" onSubmit={submit}>
      <Input
        label={hideLabel ? <span className="visually-hidden">{label}</span> : label}
        type={hideLabel ? 'search' : 'text'}
        placeholder={placeholder ?? (hideLabel ? label : undefined)}
        value={text}
        maxLength={maxLength}
        fieldClassName={fieldClassName}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
