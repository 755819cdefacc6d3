// Coupon check, checkout, payment status (spec texts kept exactly).
export const coupon = {
  used: "Coupon déjà utilisé ou nombre d'utilisations atteint.",
  expired: 'Coupon expiré !',
  invalid: 'Coupon non valide !',
  applied: 'Coupon appliqué avec succès',
  duplicate: 'Un coupon existe déjà avec ce code.',
  unknownUser: (pseudo: string) => `Aucun utilisateur avec le pseudo « ${pseudo} ».`,
  invalidCode: 'Code : 3 à 32 lettres, chiffres, tirets ou tirets bas.',
  invalidReduction: 'Réduction : un pourcentage (10%) ou un montant en euros (5).',
  invalidDate: "Date d'expiration invalide (AAAA-MM-JJ).",
  invalidUses: "Nombre d'utilisations : un entier d'au moins 1.",
} as const;
