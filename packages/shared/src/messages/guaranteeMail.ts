export const guaranteeMail = {
  subject: 'Votre pack Kollabo vous est remboursé',
  text: (pseudo: string, label: string, amount: string, viaCard: boolean) =>
    `Bonjour ${pseudo},\n\nAucune proposition d'influenceur n'est arrivée sur les projets que vous avez publiés pendant le mois de votre pack ${label}. Comme promis, nous vous remboursons 100 % de votre achat (${amount}).\n\n${viaCard ? 'Le remboursement est en cours sur la carte utilisée pour le paiement ; il apparaît sous 5 à 10 jours selon votre banque.' : "Notre équipe traite votre remboursement et reviendra vers vous s'il lui manque une information."}\n\nL'équipe Kollabo`,
} as const;
