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
}: SearchFormProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={className} role="search" onSubmit={submit}>
      <Input
        label={hideLabel ? <span className="visually-hidden">{label}</span> : label}
        type={hideLabel ? 'search' : 'text'}
        placeholder={hideLabel ? label : undefined}
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
