import type { ComponentProps, MouseEvent } from 'react';
import { Link } from 'react-router';
import { MSG } from '@kollabo/shared';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
}

function classes({ variant = 'primary', size = 'md', block = false }: StyleProps, extra?: string) {
  return [styles.button, styles[variant], size === 'sm' && styles.sm, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ComponentProps<'button'>, StyleProps {
  /** While true the button shows busyLabel and ignores clicks (no double submit). */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  busyLabel = MSG.ui.busy,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

export type LinkButtonProps = ComponentProps<typeof Link> & StyleProps;

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <Link {...rest} className={classes({ variant, size, block }, className)} />;
}
