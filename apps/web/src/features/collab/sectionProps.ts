import type { CollabReply } from '@kollabo/shared';
import type { useBanner } from '../../components/Banner';

/** A collab form's feedback banner, owned by the collab space. */
export type CollabBanner = ReturnType<typeof useBanner>;

/** What each section of the collab space receives. */
export interface CollabSectionProps {
  data: CollabReply;
  banner: CollabBanner;
  onChanged: () => void;
}
