import { MSG, formatCents, formatDateTime, type CollabReply } from '@kollabo/shared';
import { Card } from '../../components/Card';
import styles from './Collab.module.css';

const collabText = MSG.collab;

/** Who did what, when: newest last, as it happened. */
export function HistoryList({ items }: { items: CollabReply['history'] }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="collab-history">
      <h2 id="collab-history">{collabText.historyTitle}</h2>
      <ol className={styles.history}>
        {items.map((item, index) => {
          const text = collabText.history[item.type];
          return (
            <li key={`${item.at}-${index}`}>
              <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              {text
                ? text(item.actor ?? collabText.someone, item.n, formatCents(item.amountCents))
                : item.type}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
