// /admin/litiges: held funds, disputes, releases due, alerts and reconciliation.

export const adminDisputes = {
  title: 'Litiges et fonds retenus',
  tabs: {
    disputes: 'Litiges',
    held: 'Fonds retenus',
    releasesDue: 'Versements à venir',
    alerts: 'Alertes',
    moneyAlerts: 'Écarts d’argent',
    reconciliation: 'Rapprochement',
  },
  empty: {
    disputes: 'Aucun litige en cours.',
    held: 'Aucune somme retenue.',
    releasesDue: 'Aucun versement à venir.',
    alerts: 'Aucune somme retenue depuis 80 jours.',
    moneyAlerts:
      'Aucun écart : les livres de Kollabo et ceux du prestataire de paiement concordent.',
  },
  // Differences the healing job could not resolve by itself.
  moneyAlertsIntro:
    'Ces mouvements diffèrent entre le grand livre et le prestataire de paiement depuis plus de quelques minutes, et la réparation automatique n’a pas pu les rattacher à une collaboration. Vérifiez-les chez le prestataire.',
  bookedAt: 'Mouvement du',
  firstSeenAt: 'Signalé le',
  parties: (owner: string, author: string) => `${owner} paie ${author}`,
  amount: (amount: string, total: string) => `${amount} pour le créateur (${total} payés)`,
  paidOn: (date: string) => `Payé le ${date}`,
  releaseOn: (date: string) => `Versement prévu le ${date}`,
  holdLimit: (date: string) => `Limite de conservation : ${date}`,
  alert:
    'Somme retenue depuis 80 jours : le prestataire ne la conserve pas au-delà de 90 jours. Décidez sans attendre.',
  openedBy: {
    owner: 'le porteur du projet',
    author: 'le créateur',
    provider: 'la banque du payeur',
  },
  disputeLine: (date: string, who: string, reason: string) =>
    `Litige ouvert le ${date} par ${who} : ${reason}`,
  // The decision.
  decide: 'Décider',
  decisionLegend: 'Décision',
  creatorShare: 'Part du créateur (€)',
  creatorShareHint: (max: string) =>
    `Entre 0 et ${max} ; le reste, avec la commission au prorata, est remboursé au porteur du projet.`,
  creatorShareInvalid: (max: string) => `Indiquez un montant entre 0 et ${max}.`,
  reason: 'Motifs de la décision (envoyés aux deux parties)',
  reasonMissing: 'Écrivez les motifs de la décision.',
  submit: 'Enregistrer la décision',
  // The decision moves money: confirmed with its amounts.
  confirmTitle: 'Confirmer la décision',
  confirmRelease: (amount: string, creator: string) => `Verser ${amount} à ${creator} ?`,
  confirmRefund: (amount: string) => `Rembourser ${amount} au porteur du projet ?`,
  confirmSplit: (creatorAmount: string, creator: string) =>
    `Verser ${creatorAmount} à ${creator} et rembourser le reste au porteur du projet ?`,
  confirmHint: 'La décision est définitive : l’argent part dès sa confirmation.',
  submitting: 'Enregistrement...',
  done: 'Décision enregistrée ; les deux parties en sont informées.',
  // Reconciliation.
  reconciliationNever: "Aucun rapprochement n'a encore été fait (npm run admin -- reconcile).",
  reconciliationRan: (date: string) => `Dernier rapprochement : ${date}`,
  reconciliationOk: 'Le grand livre et les mouvements du prestataire concordent.',
  reconciliationKo: (count: number) =>
    `${count} différence${count > 1 ? 's' : ''} entre le grand livre et les mouvements du prestataire.`,
  unbalanced: "Le grand livre n'est pas équilibré : les débits et les crédits diffèrent.",
  differenceKinds: {
    missing_at_provider: 'Absent chez le prestataire',
    missing_in_ledger: 'Absent du grand livre',
    amount_differs: 'Montants différents',
  },
  reference: 'Référence',
  ledger: 'Grand livre',
  provider: 'Prestataire',
  kind: 'Écart',
} as const;
