// Web: the second factor in "Gérer mon compte", the login's second step, "Appareils connectés".
export const securityPage = {
  factor: {
    title: 'Double authentification',
    intro:
      "Protégez votre compte avec une application d'authentification (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) : un code à 6 chiffres vous sera demandé à chaque connexion, en plus du mot de passe.",
    adminRequired: "Elle est obligatoire pour les comptes d'administration.",
    off: 'Désactivée',
    on: 'Activée',
    enable: 'Activer la double authentification',
    starting: 'Préparation...',
    scan: "1. Scannez ce QR code avec votre application d'authentification.",
    qrAlt: "QR code à scanner avec votre application d'authentification",
    manual: 'Pas de caméra ? Saisissez cette clé dans l’application :',
    confirmLabel: "2. Code à 6 chiffres affiché par l'application",
    confirm: 'Confirmer et activer',
    confirming: 'Vérification...',
    cancel: 'Annuler',
    enabled: 'La double authentification est activée.',
    codesTitle: 'Vos codes de secours',
    codesIntro:
      'Chaque code permet une seule connexion si vous perdez votre téléphone. Ils ne seront plus jamais affichés : copiez-les ou téléchargez-les maintenant et gardez-les en lieu sûr.',
    copy: 'Copier les codes',
    copied: 'Codes copiés.',
    download: 'Télécharger (.txt)',
    codesFileName: 'kollabo-codes-de-secours.txt',
    codesFileTitle: 'Codes de secours Kollabo (chacun utilisable une seule fois)',
    codesDone: "J'ai mis mes codes en lieu sûr",
    codesLeft: (count: number) =>
      `${count} code${count > 1 ? 's' : ''} de secours restant${count > 1 ? 's' : ''}.`,
    disableTitle: 'Désactiver la double authentification',
    disableIntro:
      'Confirmez avec votre mot de passe et un code de votre application (ou un code de secours).',
    passwordLabel: 'Mot de passe',
    codeLabel: 'Code à 6 chiffres ou code de secours',
    disable: 'Désactiver',
    disabling: 'Désactivation...',
    disabled: 'La double authentification est désactivée.',
  },
  payout: {
    codeLabel: 'Code de double authentification',
    codeHint:
      "Modifier vos coordonnées de versement demande un code de votre application d'authentification (ou un code de secours).",
    confirm: 'Confirmer',
  },
  sessions: {
    title: 'Appareils connectés',
    intro:
      "Les appareils sur lesquels votre compte est connecté. Si vous n'en reconnaissez pas un, déconnectez-le puis changez votre mot de passe.",
    current: 'Cet appareil',
    network: (range: string) => `Réseau ${range}`,
    lastUsed: (when: string) => `Dernière activité : ${when}`,
    revoke: 'Déconnecter',
    revoking: 'Déconnexion...',
    revokeAll: 'Déconnecter toutes les autres sessions',
    revokedOne: 'La session a été déconnectée.',
    revokedAll: (count: number) =>
      count === 0
        ? "Aucune autre session n'était ouverte."
        : `${count} session${count > 1 ? 's' : ''} déconnectée${count > 1 ? 's' : ''}.`,
    listLabel: 'Sessions ouvertes',
    empty: 'Aucune autre session ouverte.',
  },
} as const;
