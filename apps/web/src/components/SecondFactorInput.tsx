import { Input, type InputProps } from './Input';

export interface SecondFactorInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  /** The text as typed; callers trim it when they send it. */
  onChange: (value: string) => void;
}

/**
 * The field for a second factor's code (TOTP or recovery code). One place for the autocomplete
 * hint that lets password managers and phones fill the one-time code.
 */
export function SecondFactorInput({ value, onChange, ...rest }: SecondFactorInputProps) {
  return (
    <Input
      autoComplete="one-time-code"
      name="code"
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
