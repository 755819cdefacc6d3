import type { CollabReply } from '@kollabo/shared';
import type { useBanner } from '../../components/Banner';

/** A payment form's feedback banner, owned by the space that shows the section. */
export type PaymentBanner = ReturnType<typeof useBanner>;

/** What the payment section receives from the collaboration space. */
export interface PaymentSectionProps {
  data: CollabReply;
  banner: PaymentBanner;
  onChanged: () => void;
}
