import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MSG } from '@kollabo/shared';
import { Button } from './Button';
import { ChevronRightIcon } from './icons';
import styles from './FilterPanel.module.css';

export interface FilterPanelProps {
  title?: string;
  /** The filter controls (checkboxes, radios, selects). */
  children: ReactNode;
  onApply: () => void;
  onReset: () => void;
  defaultOpen?: boolean;
  applyLabel?: string;
  resetLabel?: string;
}

/** Collapsible filter form with Appliquer / Réinitialiser (lists of projects and offers). */
export function FilterPanel({
  title = MSG.ui.filters,
  children,
  onApply,
  onReset,
  defaultOpen = false,
  applyLabel = MSG.ui.apply,
  resetLabel = MSG.ui.reset,
}: FilterPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <section className={styles.panel}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
        <ChevronRightIcon size={20} className={styles.chevron} />
      </button>
      <form id={bodyId} className={styles.body} hidden={!open} onSubmit={submit} onReset={onReset}>
        {children}
        <div className={styles.actions}>
          <Button type="submit">{applyLabel}</Button>
          <Button type="reset" variant="secondary">
            {resetLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
