import { useLayoutEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { MSG } from '@kollabo/shared';
import { FieldShell, fieldStyles, type FieldTextProps } from './FieldShell';
import { blockSpaceHandlers } from './spaceBlocking';

export interface TextareaProps
  extends Omit<ComponentProps<'textarea'>, 'children'>, FieldTextProps {
  /** The contact form of the spec blocks spaces even in its textarea. */
  blockSpaces?: boolean;
  fieldClassName?: string;
  /**
   * The schema's maximum length (e.g. `schema.shape.presentation.maxLength`): shows a
   * "120 / 5 000" counter under the field, in the error colour once over it. The field still
   * takes a longer paste, so the form's own message says what to do. Without it, a field with
   * a `maxLength` counts against that; `null` shows no counter.
   */
  counterMax?: number | null;
}

const validationText = MSG.validation;

// Spaces only: line breaks stay allowed in a multi-line field.
const stripSpaceCharacters = (value: string) => value.replace(/ +/g, '');

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
  counterMax,
  ref,
  ...rest
}: TextareaProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [typed, setTyped] = useState(0);
  const controlled = typeof rest.value === 'string' ? rest.value.length : undefined;
  const length = controlled ?? typed;
  // A form library (react-hook-form's register, reset) fills the field through its ref, without
  // a change event: read the field after each render (a state change only when it differs).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose after every render; it settles in one
  useLayoutEffect(() => {
    const current = own.current?.value.length ?? 0;
    if (current !== typed) setTyped(current);
  });
  const counting: NonNullable<TextareaProps['onChange']> = (event) => {
    setTyped(event.target.value.length);
    onChange?.(event);
  };
  const handlers = blockSpaces
    ? blockSpaceHandlers(stripSpaceCharacters, { onKeyDown, onChange: counting })
    : { onKeyDown, onChange: counting };
  const setRef = (element: HTMLTextAreaElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = element;
  };
  const max = counterMax === undefined ? rest.maxLength : counterMax;
  const counter = max ? (
    <span
      className={length > max ? fieldStyles.counterOver : undefined}
      aria-label={validationText.counterLabel(length, max)}
    >
      {validationText.counter(length, max)}
    </span>
  ) : undefined;
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={fieldClassName}
      counter={counter}
    >
      {(control) => (
        <textarea
          {...rest}
          {...control}
          {...handlers}
          ref={setRef as Ref<HTMLTextAreaElement>}
          className={[fieldStyles.control, fieldStyles.textarea, className]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </FieldShell>
  );
}
