import type {
  CollabPayment,
  CollabReply,
  CollabRole,
  ContractTerms,
  TaxMode,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';

// What other modules add to a collaboration, plugged in once at start (modules/index.ts): the
// payment (escrow) gates the publications, follows each deliverable change and shows its line in
// the space; the reviews show their state in the space. Collab calls these hooks and never
// imports those modules, which are built on collab and import it.

/** What the space knows of a collaboration when it asks for its payment line. */
export interface PaymentLineInput {
  offerId: string;
  role: CollabRole;
  authorId: string;
  signed: boolean;
  /** The current version's terms (null before a contract). */
  terms: ContractTerms | null;
  /** The terms of the version in force (null before both signed): the amounts charged. */
  signedTerms: ContractTerms | null;
  offer: { amountCents: number; tax: TaxMode };
  deliverables: { status: string }[];
}

export interface CollabPaymentHooks {
  /** In the publication's transaction: refuses a publication before the money is secured. */
  assertPublicationAllowed(tx: DbOrTx, offerId: string, terms: ContractTerms): Promise<void>;
  /** In the transaction of a publication or a review: the automatic release date, the release. */
  afterDeliverableChange(
    ctx: AppContext,
    tx: DbOrTx,
    offerId: string,
    deliverables: { status: string; publishedAt: Date | null }[],
    completed: boolean,
  ): Promise<void>;
  /** After the last approval committed: moves the released money. */
  moveReleasedMoney(ctx: AppContext, offerId: string): Promise<void>;
  /** The space's payment line for one party. */
  paymentLine(ctx: AppContext, db: DbOrTx, input: PaymentLineInput): Promise<CollabPayment>;
  /** The owner paid (whatever happened since): the figures charged can no longer change. */
  amountsCharged(db: DbOrTx, offerId: string): Promise<boolean>;
}

export type CollabReviewState = (
  ctx: AppContext,
  viewerId: string,
  offerId: string,
  completedAt: string | null,
) => Promise<CollabReply['review']>;

export interface CollabExtensions {
  payment: CollabPaymentHooks;
  reviewState: CollabReviewState;
}

let extensions: CollabExtensions | undefined;

/** Plugs the payment and the reviews into the collaboration (once, before the routes serve). */
export function registerCollabExtensions(value: CollabExtensions): void {
  extensions = value;
}

export function collabExtensions(): CollabExtensions {
  if (!extensions) throw new Error('collaboration extensions not registered (modules/index.ts)');
  return extensions;
}
