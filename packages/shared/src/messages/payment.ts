export const payment = {
  failure: "Oups, une erreur s'est produite. Veuillez s'il vous plaît contacter le service client",
  success: 'Paiement réussi',
  unrecognised: 'Paiement non reconnu',
  badSignature: 'Signature du webhook invalide.',
  webhookInvalid: 'Événement du prestataire de paiement invalide : identifiant mal formé.',
  webhookDisabled: 'Les webhooks de paiement ne sont pas configurés.',
  simulatedUnavailable: "Le paiement de test n'est pas disponible.",
  sessionNotFound: 'Session de paiement introuvable.',
  sessionClosed: 'Cette session de paiement est déjà terminée.',
  notRefundable: 'Ce paiement ne peut pas être remboursé.',
  refundFailed: 'Le remboursement a échoué auprès du prestataire de paiement.',
} as const;
