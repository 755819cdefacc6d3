// /paiements: the user's payments (owner) and incoming and paid-out amounts (creator).

export const myPaymentsPage = {
  title: 'Mes paiements',
  intro:
    'Les sommes de vos collaborations : ce que vous avez payé et vos reçus, ou ce que vous allez recevoir et ce qui vous a été versé.',
  empty: 'Aucun paiement pour le moment.',
  emptyHint: "Les paiements apparaissent ici dès qu'un contrat est payé.",
  withParty: (pseudo: string) => `avec ${pseudo}`,
  paid: 'Vous avez payé',
  incoming: 'À recevoir',
  paidOut: 'Versé',
  refunded: 'Remboursé',
  receipt: 'Reçu',
  movements: 'Mouvements',
  releaseOn: (date: string) => `Versement prévu le ${date}`,
  releaseAfterPublication: 'Versement fixé à la publication des livrables',
  openSpace: "Ouvrir l'espace de collaboration",
  payoutsLink: 'Recevoir mes paiements',
} as const;
