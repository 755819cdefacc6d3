import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';

// The spec's French texts were transcribed without accents and with typos. Every
// text the catalogue can produce is checked against the unaccented or misspelt forms seen there.
// Only values are read, never keys (English identifiers such as `verificationTitle`).

// Unicode word boundaries: JavaScript's \b treats "é" as a non-word character.
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
const word = (stem: string, flags = 'u') => new RegExp(`${START}(?:${stem})${END}`, flags);
const prefix = (stem: string, flags = 'u') => new RegExp(`${START}(?:${stem})`, flags);

/** Each pattern names a form that is never correct French in a catalogue text. */
const WRONG_FORMS: RegExp[] = [
  /reessay/iu, // réessayer, réessayez
  /ult[eé]rieu?ment/iu, // ultérieument
  /ulterieu/iu, // ultérieurement
  word('succes', 'iu'),
  word('effectuee?s?', 'iu'),
  /Mise à jour effectué(?!e)/u,
  prefix('verifi', 'iu'), // vérifier, vérifiez, vérification, vérifié
  word('deja', 'iu'),
  /(?:Coupon|pas) expire(?![\p{L}\p{N}])/u,
  word('acces', 'iu'),
  word('trouve|trouvee'),
  /Aucun profil trouver/u,
  /Aucune \p{L}+ trouvé(?!e)/u,
  word('cree|creee|crees', 'iu'),
  word('publiee|publiees', 'iu'),
  word('Publie le'),
  prefix('selection', 'iu'), // sélection, sélectionnée
  word('terminee|terminees', 'iu'),
  word('Enregistre'),
  /(?:été|ete|[Pp]rojet|[Ii]dentifiant) enregistre(?![\p{L}\p{N}])/u,
  word('Ferme'),
  /[Pp]rojet ferme(?![\p{L}\p{N}])/u,
  prefix('declin', 'iu'), // décliner, déclinée, déclinez
  word('acceptee|acceptees', 'iu'),
  /(?:avez|a|[Pp]rojet) accepte(?![\p{L}\p{N}])/u,
  /[Pp]rojets? remportes?(?![\p{L}\p{N}])/u,
  word('envoye|envoyee|envoyes|envoyees', 'iu'),
  /crtères/u,
  /quelque minutes/u,
  word('echec', 'iu'),
  word('edite|editee', 'iu'),
  prefix('reinitialis', 'iu'),
  prefix('deposee', 'iu'),
  /piece jointe/iu,
  word('ete', 'iu'), // été, a été
  word('plait', 'iu'), // s'il vous plaît
  prefix('reactualis|realis', 'iu'), // réactualisez, réaliser
  prefix('desactiv', 'iu'),
  /^Active :/u,
  word('boite', 'iu'),
  prefix('reception', 'iu'),
  prefix('reussi', 'iu'),
  /applique avec/iu,
  word('etre', 'iu'),
  prefix('differen', 'iu'),
  word('numero|numeros', 'iu'),
  prefix('momentanement', 'iu'),
  prefix('echou', 'iu'),
  word('annulee|annulees', 'iu'),
  /mise a jour/iu,
  /(?:a|été|ete) attribue(?![\p{L}\p{N}])/u,
  prefix('reouvr', 'iu'), // rouvrir
  word('credit|credits', 'iu'),
  prefix('presentation', 'iu'),
  /une fois valide(?![\p{L}\p{N}])/u,
  /Message (?:ajoute|archive|retire)(?![\p{L}\p{N}])/u,
  /^masque$/u, // the masked amount: "masqué"
  /\dmin(?![\p{L}\p{N}])/u, // 5 min
  // One wording per thing, real plurals and the person's own gender.
  /critères minimum/u, // "6 caractères minimum"
  /\p{L}\((?:s|e|es|x)\)/u, // "vue(s)", "connecté(e)": plural and gender helpers instead
  /(?<![\p{L}])(?:[Aa]bonnements?|[Ff]orfaits?)(?![\p{L}])(?! à des conseils)/u, // "pack"
  /Publiée (?:le|il y a)/u, // "Publié le" everywhere (a project)
];

function wrongForms(text: string): string[] {
  return WRONG_FORMS.filter((pattern) => pattern.test(text)).map(String);
}

type Fn = (...args: unknown[]) => unknown;
// Functions are called with several argument sets so every branch's text is produced:
// truthy strings, plural numbers, singular numbers, falsy values.
const ARGUMENT_SETS: unknown[] = ['Léa', 2, 1, 0];

/** Every text the catalogue can produce, with its path. */
function catalogueTexts(value: unknown, path: string, out: [string, string][] = []) {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    const fn = value as Fn;
    for (const arg of ARGUMENT_SETS) {
      catalogueTexts(fn(...Array.from({ length: fn.length }, () => arg)), `${path}()`, out);
    }
  } else if (Array.isArray(value))
    value.forEach((item, i) => catalogueTexts(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) catalogueTexts(item, `${path}.${key}`, out);
  } else throw new Error(`unexpected value at ${path}: ${String(value)}`);
  return out;
}

describe('the French catalogue', () => {
  const texts = catalogueTexts(MSG, 'MSG');

  it('reaches every text, those of functions and arrays included', () => {
    const paths = new Set(texts.map(([path]) => path));
    expect(texts.length).toBeGreaterThan(600);
    expect(paths).toContain('MSG.projects.statusLabels.attribute');
    expect(paths).toContain('MSG.home.advantages[0].title');
    expect(paths).toContain('MSG.socials.verified()');
    const guarantee = texts.filter(([path]) => path === 'MSG.guaranteeMail.text()');
    expect(guarantee.some(([, text]) => text.includes('sur la carte'))).toBe(true);
    expect(guarantee.some(([, text]) => text.includes('Notre équipe traite'))).toBe(true);
  });

  it('has no unaccented or misspelt form', () => {
    const wrong = texts
      .map(([path, text]) => ({ path, text, forms: wrongForms(text) }))
      .filter(({ forms }) => forms.length > 0);
    expect(wrong).toEqual([]);
  });

  it('writes the texts the issue names in correct French', () => {
    expect(MSG.payment.success).toBe('Paiement réussi');
    expect(MSG.code.sentEditInfo).toBe('Code envoyé avec succès.');
    expect(MSG.projectDetail.publishedOn).toBe('Publié le');
    expect(MSG.projects.statusLabels.attribute).toBe('Sélection terminée');
    expect(MSG.login.passwordLabel).toBe('Mot de passe* (6 caractères minimum)');
    expect(MSG.favourites.emptySector).toBe('Aucun profil trouvé');
    expect(MSG.common.forbidden).toBe('Accès interdit');
  });
});

describe('the wrong-form detector', () => {
  it('flags the transcribed forms of the spec', () => {
    const transcribed = [
      "Oups, une erreur s'est produite, veuillez reessayer ulterieurement.",
      "Oups, une erreur s'est produite, veuillez réessayer ultérieument.",
      'Compte cree avec succes !',
      'Code envoye avec succes.',
      "Erreur : verifiez les informations saisies ou si votre code n'a pas expire, puis reessayez !",
      'Erreur, verifier votre saisie et réessayer.',
      "Oups, une erreur s'est produite veuillez réessayer dans quelque minutes.",
      'Reinitialisation effectuee avec succes.',
      'Echec de modification, vérifier vos informations saisies et réessayer.',
      'Mise à jour effectué avec succès.',
      'Mot de passe* (6 crtères minimum)',
      'Aucun profil trouve',
      'Aucun profil trouver',
      'Aucune offre trouve',
      'Aucune offre trouvé',
      'Acces interdit',
      'Publiee le',
      'Publie le',
      'Cree il y a 2 jours',
      'Enregistre, non publie',
      'En cours de verification',
      'Verification requise !',
      'Ferme',
      'Projet ferme avec succes.',
      'Selection terminee',
      'Offre selectionnee par le porteur de projet',
      'Offre deposee',
      'Offre declinee',
      'Decliner',
      'Vous avez accepte cette offre.',
      'Projet accepte !',
      'Projet remporte',
      'Projets remportes',
      'Voir la piece jointe',
      'Votre offre a ete declinee.',
      "Veuillez s'il vous plait remplir correctement tous les champs obligatoires (*)",
      "Oups, une erreur s'est produite, reactualisez votre page puis reessayez",
      'Vous acceptez de realiser ce projet, confirmez-vous cela ?',
      'Desactivee : vous ne recevrez plus de notifications par mail',
      'Active : vous recevrez les notifications par mail',
      'Boite de reception',
      'Paiement reussi',
      "Coupon deja utilise ou nombre d'utilisations atteint.",
      'Coupon expire !',
      'Coupon applique avec succes',
      "La nouvelle adresse e-mail doit etre differente de l'actuelle.",
      'Format de numero de téléphone incorrect.',
      'La verification Instagram est momentanement indisponible.',
      'La vérification a echoue ou a ete annulee.',
      'Tarification mise a jour avec succes.',
      'Le projet a ete attribue avec succes',
      'Confirmez-vous la fermeture de ce projet (vous pourrez le reouvrir plus tard) ?',
      "Vous n'avez plus de credit",
      'Modifiez votre saisie dans le champ presentation et reessayez.',
      'Il sera visible par tout le monde une fois valide.',
      'Message ajoute aux favoris.',
      'Message archive.',
      'masque',
      'Inscription en 5min',
      'Edite le',
      'Identifiant enregistre avec succes',
      'Le contenu envoye est trop volumineux.',
    ];
    expect(transcribed.filter((text) => wrongForms(text).length === 0)).toEqual([]);
  });

  it('leaves correct French alone, verbs that share these letters included', () => {
    const correct = [
      "Oups, une erreur s'est produite, veuillez réessayer ultérieurement.",
      'Vérification requise !',
      "Ce projet n'accepte pas d'offres.",
      'Accepter cette offre',
      'Expire le 3 juin 2026',
      'Expire : Demain',
      'Trouver des influenceurs',
      'trouver un profil...',
      'Heureux de vous revoir ! Connectez-vous pour retrouver vos projets et vos offres.',
      'Montants en euros ; 0 masque le prix.',
      'Masquer le mot de passe',
      'Envoyer',
      "Envoyer l'offre",
      'Enregistrer',
      'Fermer le projet',
      'Coupon non valide !',
      'Archiver',
      'Retirer des favoris',
      'Inscription gratuite en 5 minutes.',
      'Publier',
      'Publié le',
      'Créé le',
      'Présentation*',
      'Sélection terminée',
      'Boîte de réception',
      'Activée : vous recevrez les notifications par mail',
    ];
    expect(correct.filter((text) => wrongForms(text).length > 0)).toEqual([]);
  });
});
