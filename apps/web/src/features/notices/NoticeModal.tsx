import { useState, type FormEvent } from 'react';
import {
  MSG,
  NOTICE_CATEGORIES,
  NOTICE_LIMITS,
  noticeBody,
  noticeCategoryLabel,
  type NoticeTarget,
} from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Modal } from '../../components/Modal';
import { Select } from '../../components/Select';
import { Textarea } from '../../components/Textarea';
import { failedWith } from '../../lib/api';
import { submitNotice } from './api';
import styles from './Notices.module.css';
import { fieldErrors } from '../../lib/fieldErrors';

const noticesText = MSG.notices;
const categoryOptions = NOTICE_CATEGORIES.map((value) => ({
  value,
  label: noticeCategoryLabel(value),
}));

type Field = 'category' | 'explanation' | 'name' | 'email' | 'goodFaith';

/**
 * The notice form (DSA art. 16 §2): the category, the exact content (fixed by the button that
 * opened it), an explanation, the notifier's name and e-mail, and the statement of good faith.
 */
export function NoticeModal({
  target,
  targetLabel,
  open,
  onClose,
  onSent,
}: {
  target: NoticeTarget;
  /** How the content is named to the notifier ("Projet « … »"). */
  targetLabel: string;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const [category, setCategory] = useState('');
  const [explanation, setExplanation] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const banner = useBanner();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { target, category, explanation, name, email, goodFaith };
    // The same schema as the server's: every rule it checks is told here first.
    const parsed = noticeBody.safeParse(body);
    if (!parsed.success) {
      setErrors(
        fieldErrors<Field>(parsed.error.issues, (field, message) =>
          field === 'goodFaith' ? noticesText.goodFaithRequired : message,
        ),
      );
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await submitNotice(parsed.data);
      onSent();
    } catch (error) {
      banner.error(
        failedWith(error, 'notice_target_not_found', 'notice_invalid', 'rate_limited')
          ? error.message
          : noticesText.failure,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={noticesText.title}>
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <p>{noticesText.intro}</p>
        <p className={styles.target}>
          <strong>{noticesText.targetLabel} :</strong> {targetLabel}
        </p>
        <Banner message={banner.message} onClear={banner.clear} />
        <Select
          label={noticesText.categoryLabel}
          placeholder={noticesText.categoryPlaceholder}
          options={categoryOptions}
          value={category}
          error={errors.category}
          onChange={(event) => setCategory(event.target.value)}
        />
        <Textarea
          label={noticesText.explanationLabel}
          hint={noticesText.explanationHint}
          rows={5}
          maxLength={NOTICE_LIMITS.explanationMax}
          value={explanation}
          error={errors.explanation}
          onChange={(event) => setExplanation(event.target.value)}
        />
        <Input
          label={noticesText.nameLabel}
          autoComplete="name"
          maxLength={NOTICE_LIMITS.nameMax}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label={noticesText.emailLabel}
          type="email"
          autoComplete="email"
          blockSpaces
          value={email}
          error={errors.email ? MSG.validation.invalidFormat : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            name="goodFaith"
            checked={goodFaith}
            aria-invalid={errors.goodFaith ? true : undefined}
            aria-describedby={errors.goodFaith ? 'notice-good-faith-error' : undefined}
            onChange={(event) => setGoodFaith(event.target.checked)}
          />
          <span>{noticesText.goodFaithLabel}</span>
        </label>
        {errors.goodFaith && (
          <p id="notice-good-faith-error" className={styles.error} role="alert">
            {errors.goodFaith}
          </p>
        )}
        {/* DSA art. 16: the legal basis of this form, cited beside it. */}
        <p className={styles.legal}>{noticesText.legalNote}</p>
        <Button type="submit" busy={sending} busyLabel={noticesText.busy} block>
          {noticesText.submit}
        </Button>
      </form>
    </Modal>
  );
}
