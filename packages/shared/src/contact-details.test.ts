import { describe, expect, it } from 'vitest';
import { hasContactDetails, normalisePhone } from './validation.js';
import { optionalPhoneSchema, phoneSchema } from './contracts/common.js';

// The one contact-details rule of every free text before a signed contract, and the phone as
// people paste it: both shared by the web forms and the server.

describe('hasContactDetails and postal addresses', () => {
  it.each([
    '12 rue de la Paix 75002 Paris',
    'Envoyez le colis au 5 bis, avenue Foch',
    'je suis au 14 boulevard haussmann, au troisième',
    '3 place Bellecour à Lyon',
    '8 cours de la Liberté',
    '27 allée des Tilleuls',
    '2 impasse du Moulin',
  ])('refuses the address in %j', (text) => {
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each([
    'quelle adresse de livraison ?',
    'Mon adresse est disponible sur demande pour les colis',
    'Il reste 1 place pour le concert du 12 mars',
    'Je donne 10 cours de cuisine par mois',
    'Une story et 3 reels, rue piétonne en fond',
    'Les 2 routes des vacances en vidéo',
  ])('lets %j through', (text) => {
    expect(hasContactDetails(text)).toBe(false);
  });

  it('still refuses a phone, an e-mail, a link and contact skype', () => {
    for (const text of [
      'au 06 12 34 56 78',
      'au 06.12.34.56.78',
      'lea@example.com',
      'www.lea.fr',
      'contact skype lea',
    ]) {
      expect(hasContactDetails(text), text).toBe(true);
    }
  });
});

describe('the phone as pasted', () => {
  it.each(['06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78', ' 06 12-34.56 78 '])(
    'stores %j as 0612345678, never cut',
    (typed) => {
      expect(normalisePhone(typed)).toBe('0612345678');
      expect(phoneSchema.parse(typed)).toBe('0612345678');
      expect(optionalPhoneSchema.parse(typed)).toBe('0612345678');
    },
  );

  it('keeps the leading + and the length rule after cleaning', () => {
    expect(phoneSchema.parse('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(phoneSchema.safeParse('06 12').success).toBe(false);
    expect(phoneSchema.safeParse('06 12 34 56 78 90 12').success).toBe(false);
    expect(phoneSchema.safeParse('06 12 ab 56 78').success).toBe(false);
  });

  it('reads an empty or separators-only phone as none', () => {
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(optionalPhoneSchema.parse(' . - ')).toBe('');
  });
});
