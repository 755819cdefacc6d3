import type { ChangeEvent, ChangeEventHandler, KeyboardEvent, KeyboardEventHandler } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface TextHandlers<E extends TextControl> {
  onKeyDown?: KeyboardEventHandler<E> | undefined;
  onChange?: ChangeEventHandler<E> | undefined;
}

/**
 * Handlers that keep spaces out of a field (the spec blocks them in several fields): the space
 * key does nothing, and `strip` cleans what paste and autofill bring, before the form reads it.
 */
export function blockSpaceHandlers<E extends TextControl>(
  strip: (value: string) => string,
  { onKeyDown, onChange }: TextHandlers<E>,
): Required<TextHandlers<E>> {
  return {
    onKeyDown: (event: KeyboardEvent<E>) => {
      if (event.key === ' ') event.preventDefault();
      onKeyDown?.(event);
    },
    onChange: (event: ChangeEvent<E>) => {
      const stripped = strip(event.target.value);
      if (stripped !== event.target.value) event.target.value = stripped;
      onChange?.(event);
    },
  };
}
