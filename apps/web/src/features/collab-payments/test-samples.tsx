import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { CollabDispute, CollabReply } from '@kollabo/shared';
import { useBanner } from '../../components/Banner';
import { renderPage } from '../../test-utils';
import { CollabPaymentSection } from './CollabPaymentSection';

// Helpers for this folder's component tests only.

/** The collaboration (offer) the payment tests pay, dispute and decide. */
export const OFFER = '7d0c1f5e-1111-4222-8333-944455556666';

/** An open dispute the owner started: "not conform", no decision yet, no attachment. */
export function sampleDispute(overrides: Partial<CollabDispute> = {}): CollabDispute {
  return {
    openedBy: 'owner',
    reason: 'not_conform',
    message: 'Le produit n’apparaît pas.',
    openedAt: '2026-11-26T10:00:00Z',
    decision: null,
    decisionReason: null,
    creatorCents: null,
    decidedAt: null,
    attachments: [],
    ...overrides,
  };
}

/** The section with a live banner, its message shown as a status line as the space shows it. */
function Section({ data, onChanged }: { data: CollabReply; onChanged: () => void }) {
  const banner = useBanner();
  return (
    <>
      {banner.message && <p role="status">{banner.message.text}</p>}
      <CollabPaymentSection data={data} banner={banner} onChanged={onChanged} />
    </>
  );
}

/** Renders the payment section on the collaboration's page (/collab/OFFER, or `url`). */
export const showPaymentSection = (
  data: CollabReply,
  {
    onChanged = vi.fn(),
    url = `/collab/${OFFER}`,
    extraRoutes,
  }: { onChanged?: () => void; url?: string; extraRoutes?: RouteObject[] } = {},
) =>
  renderPage(<Section data={data} onChanged={onChanged} />, {
    path: '/collab/:idOffer',
    url,
    extraRoutes,
  });
