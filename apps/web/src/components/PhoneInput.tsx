import { Input, type InputProps } from './Input';

/** A phone number field: the phone keypad, autofill, no spaces, 12 characters unless told. */
export function PhoneInput(props: Omit<InputProps, 'type'>) {
  return <Input type="tel" autoComplete="tel" blockSpaces maxLength={12} {...props} />;
}
