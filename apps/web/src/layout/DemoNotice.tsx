import { DEMO_DATA_META, MSG } from '@kollabo/shared';
import styles from './Layout.module.css';

/** The server adds this meta to index.html when demo data is loaded (plugins/web.ts). */
const demoLoaded = () =>
  typeof document !== 'undefined' &&
  document.head.querySelector(`meta[name="${DEMO_DATA_META}"]`) !== null;

/** A discreet line on every page of the demo marketplace, so nobody takes it for real people. */
export function DemoNotice() {
  if (!demoLoaded()) return null;
  return <p className={styles.demoNotice}>{MSG.ui.demoData}</p>;
}
