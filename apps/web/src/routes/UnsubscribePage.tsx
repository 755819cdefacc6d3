import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MSG, categoryLabel, type NotificationCategory } from '@kollabo/shared';
import { Button, LinkButton } from '../components/Button';
import { getUnsubscribeState, resubscribe, unsubscribe } from '../features/notifications/api';
import styles from '../features/notifications/Notifications.module.css';
import { usePageMeta } from '../lib/usePageMeta';

const T = MSG.unsubscribePage;

type State =
  | { step: 'working' }
  | { step: 'invalid' }
  | { step: 'done'; category: NotificationCategory; email: string; mail: boolean };

/**
 * /desabonnement?token= (no login): the link of every notification mail. Opening it turns that
 * category's mails off at once (the page posts the one-click request, RFC 8058; a plain GET of
 * the link by a mail scanner changes nothing), and offers to undo it.
 */
export function UnsubscribePage() {
  usePageMeta(T.title, { noindex: true });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'working' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setState({ step: 'invalid' });
      return;
    }
    const controller = new AbortController();
    (async () => {
      const { email } = await getUnsubscribeState(token, controller.signal);
      const done = await unsubscribe(token);
      if (!controller.signal.aborted) {
        setState({ step: 'done', category: done.category, email, mail: done.mail });
      }
    })().catch(() => {
      if (!controller.signal.aborted) setState({ step: 'invalid' });
    });
    return () => controller.abort();
  }, [token]);

  const undo = async () => {
    if (state.step !== 'done') return;
    setBusy(true);
    try {
      const reply = await resubscribe(token);
      setState({ ...state, mail: reply.mail });
    } catch {
      setState({ step: 'invalid' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container">
      <section className={styles.unsubscribe} aria-live="polite">
        <h1>{T.title}</h1>
        {state.step === 'working' && <p>{T.working}</p>}
        {state.step === 'invalid' && <p role="alert">{T.invalid}</p>}
        {state.step === 'done' && (
          <>
            <p>
              <strong>
                {state.mail
                  ? T.resubscribed(categoryLabel(state.category))
                  : T.done(categoryLabel(state.category))}
              </strong>
            </p>
            <p>{T.address(state.email)}</p>
            {!state.mail && <p>{T.doneHint}</p>}
          </>
        )}
        <div className={styles.actions}>
          {state.step === 'done' && !state.mail && (
            <Button variant="secondary" busy={busy} onClick={() => void undo()}>
              {T.resubscribe}
            </Button>
          )}
          <LinkButton to="/my-notifications" variant="ghost">
            {T.manage}
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
