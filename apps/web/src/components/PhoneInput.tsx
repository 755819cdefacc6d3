import { normalisePhone } from '@kollabo/shared';
import { Input, type InputProps } from './Input';

/**
 * A phone number field: the phone keypad, autofill, and the separators of a pasted number
 * (spaces, dots, dashes) removed as it arrives. No maxLength: the browser would cut the pasted
 * "06 12 34 56 78" before it is cleaned; the form's length rule speaks instead.
 */
export function PhoneInput(props: Omit<InputProps, 'type'>) {
  return <Input type="tel" autoComplete="tel" blockSpaces clean={normalisePhone} {...props} />;
}
