// Accounts that stay theirs: second factor, sessions and security mails (errors, mails, labels
// the server writes). The web pages' own texts are in securityPage.
export const accountSecurity = {
  errors: {
    adminNeedsFactor:
      "La double authentification est obligatoire pour l'administration : activez-la dans « Gérer mon compte », puis revenez sur /admin.",
    codeRequired:
      "Saisissez le code à 6 chiffres de votre application d'authentification (ou un code de secours) pour confirmer.",
    codeInvalid:
      "Code incorrect ou déjà utilisé. Saisissez le code affiché maintenant par votre application d'authentification, ou un code de secours.",
    alreadyEnabled: 'La double authentification est déjà activée sur votre compte.',
    notPending:
      "Aucune configuration en cours : cliquez d'abord sur « Activer la double authentification » pour obtenir un QR code.",
    notEnabled: "La double authentification n'est pas activée sur votre compte.",
    passwordInvalid: 'Mot de passe incorrect.',
    sessionNotFound: 'Cette session est introuvable ou déjà déconnectée.',
  },
  device: {
    on: (browser: string, system: string) => `${browser} sur ${system}`,
    browserOn: (system: string) => `Navigateur sur ${system}`,
    unknown: 'Appareil inconnu',
    unknownNetwork: 'réseau inconnu',
  },
  /** The otpauth URI's issuer: what the authenticator app shows above the code. */
  issuer: 'Kollabo',
  mails: {
    notYou:
      "Si ce n'était pas vous, changez tout de suite votre mot de passe (Informations de connexion), déconnectez les autres appareils depuis « Appareils connectés », activez la double authentification et écrivez-nous depuis la page Nous contacter.",
    itWasYou: "Si c'était vous, vous n'avez rien à faire.",
    button: 'Voir les appareils connectés',
    newLogin: {
      title: 'Nouvelle connexion à votre compte',
      body: (device: string) => `Connexion depuis un nouvel appareil : ${device}.`,
      lines: (device: string, ipRange: string, at: string) => [
        `Une connexion à votre compte Kollabo vient d'avoir lieu depuis un appareil que nous ne connaissions pas : ${device}, réseau ${ipRange}, le ${at}.`,
      ],
    },
    emailChanged: {
      title: 'Votre adresse e-mail a été modifiée',
      body: (email: string) => `La nouvelle adresse de connexion est ${email}.`,
      lines: (oldEmail: string, newEmail: string, at: string) => [
        `L'adresse e-mail de votre compte Kollabo est passée de ${oldEmail} à ${newEmail} le ${at}. Ce message est envoyé à l'ancienne adresse.`,
      ],
    },
    passwordChanged: {
      title: 'Votre mot de passe a été modifié',
      body: 'Les autres appareils ont été déconnectés.',
      lines: (at: string) => [
        `Le mot de passe de votre compte Kollabo a été modifié le ${at}. Les autres appareils connectés ont été déconnectés.`,
      ],
    },
    factorEnabled: {
      title: 'Double authentification activée',
      body: 'Un code de votre application sera demandé à chaque connexion.',
      lines: (at: string) => [
        `La double authentification a été activée sur votre compte Kollabo le ${at}. Gardez vos codes de secours en lieu sûr.`,
      ],
    },
    factorDisabled: {
      title: 'Double authentification désactivée',
      body: 'Votre mot de passe suffit de nouveau pour vous connecter.',
      lines: (at: string) => [
        `La double authentification a été désactivée sur votre compte Kollabo le ${at}.`,
      ],
    },
    recoveryUsed: {
      title: 'Un code de secours a été utilisé',
      body: (left: number) => `Il vous reste ${left} code${left > 1 ? 's' : ''} de secours.`,
      lines: (left: number, at: string) => [
        `Un code de secours de votre compte Kollabo a été utilisé le ${at}. Il vous en reste ${left}. Vous pouvez en générer de nouveaux en désactivant puis réactivant la double authentification.`,
      ],
    },
    payoutDetails: {
      title: 'Modification de vos coordonnées de versement',
      body: 'Vos coordonnées de versement ont été ouvertes en modification.',
      lines: (at: string) => [
        `La modification des coordonnées de versement de votre compte Kollabo (compte bancaire, identité du titulaire) a été ouverte le ${at}.`,
      ],
    },
  },
} as const;
