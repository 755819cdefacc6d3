// /admin/litiges: held funds, disputes, releases due, alerts and reconciliation.

export const adminDisputes = {
  title: 'Litiges et fonds retenus',
  tabs: {
    disputes: 'Litiges',
    held: 'Fonds retenus',
    releasesDue: 'Versements à venir',
    alerts: 'Alertes',
    reconciliation: 'Rapprochement',
  },
  empty: {
    disputes: 'Aucun litige en cours.',
    held: 'Aucune somme retenue.',
    releasesDue: 'Aucun versement à venir.',
    alerts: 'Aucune somme retenue depuis 80 jours.',
  },
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
