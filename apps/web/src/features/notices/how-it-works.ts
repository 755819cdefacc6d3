import {
  DEFAULT_PLATFORM_FEE_BPS,
  MSG,
  NOTICE_LIMITS,
  PACKS,
  PACK_TYPES,
  REVIEW_COMMENT_MIN,
  REVIEW_WINDOW_DAYS,
  VAT_ON_FEE_PERCENT,
  formatBasisPoints,
  formatCents,
} from '@kollabo/shared';

// The sections of /fonctionnement, each with the article it answers. Figures come from the
// shared constants the server charges and checks with, never written in the text.

const T = MSG.howItWorks;

export interface HowItWorksSection {
  id: string;
  title: string;
  /** The article the section answers, shown beside its title. */
  article: string;
  paragraphs: string[];
  /** Sub-lists: a title and its items. */
  lists?: { title: string; intro?: string; items: string[] }[];
}

export function howItWorksSections(): HowItWorksSection[] {
  return [
    {
      id: 'publier',
      title: T.who.title,
      article: T.who.article,
      paragraphs: [...T.who.paragraphs],
    },
    {
      id: 'tarifs',
      title: T.prices.title,
      article: T.prices.article,
      paragraphs: [
        T.prices.free,
        T.prices.commission(formatBasisPoints(DEFAULT_PLATFORM_FEE_BPS), VAT_ON_FEE_PERCENT),
        MSG.collabPayments.moneyHolder,
      ],
      lists: [
        {
          title: T.prices.packsIntro,
          items: PACK_TYPES.map((type) =>
            T.prices.pack(
              PACKS[type].label,
              formatCents(PACKS[type].priceCents),
              PACKS[type].credits,
            ),
          ),
        },
      ],
    },
    {
      id: 'classement',
      title: T.ranking.title,
      article: T.ranking.article,
      paragraphs: [T.ranking.noPayment, T.ranking.filters, T.ranking.home],
      lists: [
        {
          title: T.ranking.boardTitle,
          intro: T.ranking.boardIntro,
          items: T.ranking.boardSorts(MSG.board.sorts),
        },
        {
          title: T.ranking.directoryTitle,
          intro: T.ranking.directoryIntro,
          items: T.ranking.directorySorts(MSG.directory.sorts),
        },
      ],
    },
    {
      id: 'avis',
      title: T.reviews.title,
      article: T.reviews.article,
      paragraphs: T.reviews.paragraphs(REVIEW_WINDOW_DAYS, REVIEW_COMMENT_MIN),
    },
    {
      id: 'signaler',
      title: T.notices.title,
      article: T.notices.article,
      paragraphs: T.notices.paragraphs(NOTICE_LIMITS.contestMonths),
    },
  ];
}
