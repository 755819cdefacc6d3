import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DURATIONS, MSG, TAX_MODES, type TaxMode } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { FieldShell } from '../../components/FieldShell';
import { Input } from '../../components/Input';
import { Modal } from '../../components/Modal';
import { Select } from '../../components/Select';
import { Textarea } from '../../components/Textarea';
import { failedWith, isApiError, isNetworkError } from '../../lib/api';
import { sendOffer } from './api';
import {
  OFFER_FILE_ACCEPT,
  emptyOfferForm,
  isAcceptableAttachment,
  offerFormSchema,
  type OfferFormInput,
} from './schema';
import styles from './Offers.module.css';
import '../../lib/frenchValidation';

const o = MSG.offers;
/** "HT, TVA 20 % en sus", "TTC", "TVA non applicable, art. 293 B du CGI" (values stay the codes). */
const taxOptions = TAX_MODES.map((value) => ({ value, label: o.taxModes[value] }));

export interface OfferFormProps {
  open: boolean;
  idProject: string;
  /** Her kept tax choice (VAT position), prefilled; TTC for one who never chose. */
  defaultTax?: TaxMode;
  onClose: () => void;
  /** The offer was stored: the list and the project reload. */
  onSent: () => void;
  /** The server asks for a verified social account. */
  onVerificationRequired: () => void;
}

/** The "Faire une offre" popup: amount, tax choice, private message, optional attachment. */
export function OfferForm({
  open,
  idProject,
  defaultTax = emptyOfferForm.tax,
  onClose,
  onSent,
  onVerificationRequired,
}: OfferFormProps) {
  const banner = useBanner();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OfferFormInput>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: { ...emptyOfferForm, tax: defaultTax },
  });

  const clearBanner = banner.clear;
  useEffect(() => {
    if (!open) return;
    reset({ ...emptyOfferForm, tax: defaultTax });
    setFile(null);
    setSent(false);
    clearBanner();
  }, [open, reset, clearBanner, defaultTax]);

  const pickFile = (chosen: File | undefined) => {
    if (chosen && !isAcceptableAttachment(chosen)) {
      banner.error(o.attachmentInvalid);
      if (fileRef.current) fileRef.current.value = ''; // the spec clears the input
      setFile(null);
      return;
    }
    setFile(chosen ?? null);
  };

  const submit = handleSubmit(
    async (values) => {
      if (sending || sent) return;
      setSending(true);
      try {
        await sendOffer({ ...values, idProject, file });
        setSent(true);
        banner.success(o.sendSuccess);
        setTimeout(() => {
          onClose();
          onSent();
        }, DURATIONS.offerFormCloseMs);
      } catch (error) {
        if (failedWith(error, 'verification_required')) {
          onClose();
          onVerificationRequired();
        } else if (isApiError(error) && error.field === 'file') banner.error(o.attachmentInvalid);
        else if (failedWith(error, 'offer_invalid')) banner.error(o.sendInvalid);
        else if (isNetworkError(error)) banner.error(o.sendNetwork);
        else banner.error(o.sendFailed);
      } finally {
        setSending(false);
      }
    },
    () => banner.error(o.sendInvalid),
  );

  return (
    <Modal
      open={open}
      onClose={() => !sending && onClose()}
      title={o.formTitle}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={sending}>
            {MSG.ui.cancel}
          </Button>
          <Button
            type="submit"
            form="offer-form"
            busy={sending}
            busyLabel={o.sending}
            disabled={sent}
          >
            {o.submit}
          </Button>
        </>
      }
    >
      <form
        id="offer-form"
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <Banner message={banner.message} onClear={banner.clear} />
        <div className={styles.amountRow}>
          <Input
            label={o.amountLabel}
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <Select label={o.taxLabel} options={taxOptions} {...register('tax')} />
        </div>
        <Textarea
          label={o.messageLabel}
          hint={o.messageHint}
          rows={6}
          counterMax={offerFormSchema.shape.messageOffre.maxLength}
          error={errors.messageOffre?.message}
          {...register('messageOffre')}
        />
        <FieldShell label={o.fileLabel} hint={o.fileHint} id="offer-file">
          {(control) => (
            <input
              {...control}
              ref={fileRef}
              type="file"
              className={styles.fileInput}
              accept={OFFER_FILE_ACCEPT}
              onChange={(event) => pickFile(event.target.files?.[0])}
            />
          )}
        </FieldShell>
      </form>
    </Modal>
  );
}
