import type { ReactNode } from 'react';
import { Banner, type useBanner } from './Banner';
import { TabPanel, Tabs, type TabItem } from './Tabs';
import styles from './AdminTabbedSection.module.css';

/** An admin section with tabs: its title, its feedback banner, the tabs and the tab's panel. */
export function AdminTabbedSection<T extends string>({
  id,
  title,
  banner,
  tabs,
  tab,
  onTab,
  children,
  after,
}: {
  /** Names the heading (`admin-<id>`) and prefixes the tab ids. */
  id: string;
  title: string;
  banner: ReturnType<typeof useBanner>;
  tabs: readonly TabItem<T>[];
  tab: T;
  onTab: (tab: T) => void;
  children: ReactNode;
  /** After the panel (a dialog). */
  after?: ReactNode;
}) {
  return (
    <section aria-labelledby={`admin-${id}`}>
      <h2 id={`admin-${id}`}>{title}</h2>
      <Banner message={banner.message} onClear={banner.clear} />
      <div className={styles.tabs}>
        <Tabs tabs={tabs} value={tab} onChange={onTab} label={title} idPrefix={id} />
      </div>
      <TabPanel idPrefix={id} value={tab}>
        {children}
      </TabPanel>
      {after}
    </section>
  );
}
