// The billing mandate a creator gives Kollabo on her payouts page ("Recevoir mes paiements"):
// Kollabo then issues, in her name and on her behalf, the invoice of each collaboration it pays
// her. Each legal mention cites its source beside the text.

/** The days she has to contest an invoice issued in her name (règle Kollabo). */
export const MANDATE_CONTEST_DAYS = 30;

export const billingMandate = {
  title: 'Mandat de facturation',
  intro:
    'Avec ce mandat, Kollabo émet en votre nom la facture de chaque collaboration qui vous est versée : vous n’avez plus de facture à faire ni à déposer. Sans mandat, vous déposez vous-même votre facture dans l’espace de chaque collaboration. Dans les deux cas, votre paiement vous est versé de la même façon.',
  /**
   * The mandate's text, as she accepts it and as the server keeps its fingerprint with each
   * acceptance. Art. 289, I-2 CGI: the invoice may be issued by the client or a third party in
   * the supplier's name and on her behalf, under her prior agreement, each invoice subject to
   * her acceptance; art. 242 nonies A, I-7° and I-14° annexe II CGI: the numbering and the
   * mention « Autofacturation ».
   */
  text: [
    'En acceptant ce mandat, vous autorisez Kollabo à établir et à émettre, en votre nom et pour votre compte, la facture de chaque prestation que vous réalisez pour une marque par l’intermédiaire de Kollabo (art. 289, I-2 du code général des impôts ; accord préalable et écrit).',
    'Chaque facture est émise quand le paiement de la collaboration vous est libéré, dans une série qui vous est propre, numérotée chaque année sans rupture ni doublon (art. 242 nonies A, I-7° de l’annexe II au CGI). Elle porte la mention « Autofacturation » (art. 242 nonies A, I-14° de l’annexe II au CGI), votre identité légale, votre SIRET et votre numéro de TVA s’ils sont renseignés, les montants du contrat signé et, si vous bénéficiez de la franchise en base, la mention « TVA non applicable, art. 293 B du CGI ».',
    `Vous recevez chaque facture par e-mail et dans « Mes factures ». Vous pouvez la contester dans les ${MANDATE_CONTEST_DAYS} jours suivant sa réception, en écrivant à Kollabo par le formulaire « Nous contacter » avec son numéro : Kollabo émet alors un avoir et, s’il y a lieu, une facture rectifiée. Passé ce délai, la facture est réputée acceptée (art. 289, I-2 du CGI : procédure d’acceptation de chaque facture ; délai : règle Kollabo).`,
    'Vous restez responsable de vos obligations fiscales : la TVA facturée en votre nom est due par vous et se déclare comme si vous aviez émis la facture vous-même (art. 289, I-2 du CGI).',
    'Vous pouvez révoquer ce mandat à tout moment sur cette page. La révocation vaut pour les paiements libérés ensuite ; les factures déjà émises restent valables (règle Kollabo).',
  ] as const,
  accept: 'J’accepte le mandat de facturation ci-dessus',
  acceptButton: 'Accepter le mandat',
  accepting: 'Enregistrement…',
  accepted: 'Mandat de facturation accepté.',
  acceptedOn: (date: string) => `Accepté le ${date}`,
  activeBadge: 'Mandat actif',
  inactiveBadge: 'Sans mandat',
  // Art. 242 nonies A, I-2° annexe II CGI: a seller liable for VAT prints her VAT number.
  vatNumberHint:
    'Si vous facturez la TVA, indiquez votre numéro de TVA intracommunautaire dans vos coordonnées de facturation : il figure sur les factures émises en votre nom.',
  vatNumberLink: 'Mes coordonnées de facturation',
  notAccepted:
    'Vous n’avez pas accepté le mandat : déposez votre facture (PDF) dans l’espace de chaque collaboration.',
  revoke: 'Révoquer le mandat',
  revoking: 'Révocation…',
  revokeTitle: 'Révoquer le mandat de facturation ?',
  revokeBody:
    'Kollabo n’émettra plus de facture en votre nom : pour les paiements libérés ensuite, vous déposerez vous-même votre facture dans l’espace de la collaboration. Les factures déjà émises restent valables.',
  revokeConfirm: 'Révoquer',
  revokeCancel: 'Garder le mandat',
  revoked: 'Mandat de facturation révoqué.',
  historyTitle: 'Historique du mandat',
  historyAccepted: (date: string) => `Accepté le ${date}`,
  historyRevoked: (date: string) => `Révoqué le ${date}`,
  mustTick: 'Cochez la case pour accepter le mandat de facturation.',
} as const;
