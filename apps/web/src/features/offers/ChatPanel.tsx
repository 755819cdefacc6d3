import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { MSG, formatDateTime } from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { SkeletonText } from '../../components/Skeleton';
import { NoticeButton } from '../notices/NoticeButton';
import { imageUrl } from '../../lib/images';
import { useChat } from './useChat';
import styles from './Chat.module.css';

const chatText = MSG.chat;
const MIN_HEIGHT = 45;
const MAX_HEIGHT = 200;

/** The input grows with its text from 45 to 200 px (then scrolls). */
function fitHeight(node: HTMLTextAreaElement | null) {
  if (!node) return;
  node.style.height = `${MIN_HEIGHT}px`;
  node.style.height = `${Math.min(Math.max(node.scrollHeight, MIN_HEIGHT), MAX_HEIGHT)}px`;
}

/**
 * Real-time conversation between the project owner and the offer's author: the offer page's and
 * the collaboration space's (one room per offer). Whether the viewer may write is the server's
 * answer (`sending`); `reloadKey` (the page's project and offer statuses) asks it again.
 */
export function ChatPanel({
  idOffer,
  reloadKey,
  className,
  intro,
}: {
  idOffer: string;
  reloadKey: string;
  className?: string;
  /** A line under the title saying what the conversation is for. */
  intro?: string;
}) {
  const chat = useChat(idOffer, reloadKey);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the newest message in view: on a new message, and when the list changes size (a phone
  // turned, a narrower window) while the reader was at the bottom.
  const atBottom = useRef(true);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    atBottom.current = true;
  }, [chat.messages.length]);
  const loaded = chat.status === 'loaded';
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [loaded, chat.messages.length]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || draft.trim().length === 0) return; // whitespace-only is never sent
    setSending(true);
    setError(null);
    const ack = await chat.send(draft);
    setSending(false);
    if (!ack.ok) {
      setError(ack.message);
      return;
    }
    setDraft('');
    if (inputRef.current) inputRef.current.style.height = `${MIN_HEIGHT}px`;
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Card
      as="section"
      className={`${styles.panel} ${className ?? ''}`}
      aria-labelledby="chat-title"
    >
      <h2 id="chat-title" className={styles.title}>
        {chatText.title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {chat.status === 'loading' ? (
        <div aria-label={chatText.loading}>
          <SkeletonText lines={4} />
        </div>
      ) : (
        <ol
          ref={listRef}
          className={styles.messages}
          aria-live="polite"
          data-testid="chat-messages"
          onScroll={(event) => {
            const list = event.currentTarget;
            atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
          }}
        >
          {chat.messages.length === 0 && <li className={styles.empty}>{chatText.empty}</li>}
          {chat.messages.map((message) => {
            const mine = message.sender === chat.pseudoUser;
            return (
              <li key={message._id} className={`${styles.message} ${mine ? styles.mine : ''}`}>
                <Avatar
                  src={imageUrl(message.urlImage, 'sm')}
                  name={message.senderName}
                  size={32}
                />
                <div className={styles.bubble}>
                  <p className={styles.meta}>
                    <span className={styles.sender}>{message.senderName}</span>{' '}
                    <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
                  </p>
                  <p className={styles.content}>{message.content}</p>
                  {/* The other party's message may be reported (DSA art. 16). */}
                  {!mine && (
                    <NoticeButton
                      target={{ kind: 'message', id: message._id }}
                      targetLabel={MSG.notices.describe.message(message.senderName)}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {chat.status === 'loaded' && chat.sending === 'closed' && (
        <p className={`${styles.notice} ${styles.closed}`}>{chatText.closed}</p>
      )}
      {chat.status === 'loaded' && chat.sending === 'accountDeleted' && (
        <p className={`${styles.notice} ${styles.closed}`}>{chatText.accountDeleted}</p>
      )}
      {chat.status === 'loaded' && chat.sending === 'packRequired' && (
        <p className={styles.notice}>
          {chatText.subscriptionNotice} <Link to="/subscription">{chatText.seePacks}</Link>
        </p>
      )}
      {chat.status === 'loaded' && chat.sending === 'open' && (
        <form className={styles.composer} onSubmit={(event) => void submit(event)}>
          <label htmlFor="chat-input" className="visually-hidden">
            {chatText.placeholder}
          </label>
          <textarea
            ref={inputRef}
            id="chat-input"
            className={styles.input}
            placeholder={chatText.placeholder}
            value={draft}
            maxLength={5000}
            rows={1}
            style={{ height: MIN_HEIGHT }}
            onChange={(event) => {
              setDraft(event.target.value);
              fitHeight(event.target);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" busy={sending} busyLabel={MSG.ui.busy} disabled={!draft.trim()}>
            {chatText.send}
          </Button>
        </form>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Card>
  );
}
