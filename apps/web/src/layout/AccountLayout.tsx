import type { ReactNode } from 'react';
import { AccountSubMenu } from './AccountSubMenu';
import styles from './AccountLayout.module.css';

/** Frame of every account page: the account submenu beside (desktop) or above (phone) the page. */
export function AccountLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.grid}>
        <AccountSubMenu />
        <div className={styles.content}>
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
