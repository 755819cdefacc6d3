import type { ComponentProps } from 'react';
import { FieldShell, fieldStyles, type FieldTextProps } from './FieldShell';
import { blockSpaceHandlers } from './spaceBlocking';

export interface TextareaProps
  extends Omit<ComponentProps<'textarea'>, 'children'>, FieldTextProps {
  /** The contact form of the spec blocks spaces even in its textarea. */
  blockSpaces?: boolean;
  fieldClassName?: string;
}

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
  ...rest
}: TextareaProps) {
  const handlers = blockSpaces
    ? blockSpaceHandlers(stripSpaceCharacters, { onKeyDown, onChange })
    : { onKeyDown, onChange };
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={fieldClassName}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          {...handlers}
          className={[fieldStyles.control, fieldStyles.textarea, className]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </FieldShell>
  );
}
