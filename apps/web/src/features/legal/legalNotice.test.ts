import { describe, expect, it } from 'vitest';
import { legalNotice } from './legalNotice';

const identity = {
  publisher: {
    name: 'Kollabo SAS',
    registration: 'SAS au capital de 10 000 €, RCS Paris 912 345 678.',
    address: '10 rue de la Paix, 75002 Paris',
    phone: '',
    email: 'equipe@kollabo.example',
    director: '',
  },
  host: { name: '', address: '', phone: '' },
};

describe('legalNotice', () => {
  it("writes the operator's details as sentences, each with one full stop", () => {
    const [publisher] = legalNotice(identity).sections;
    expect(publisher!.paragraphs).toEqual([
      'Le site et l’application Kollabo sont édités par Kollabo SAS.',
      'SAS au capital de 10 000 €, RCS Paris 912 345 678.',
      'Siège social : 10 rue de la Paix, 75002 Paris.',
      'E-mail : equipe@kollabo.example.',
      'Directeur de la publication : le représentant légal de Kollabo SAS.',
      'Les autres informations d’identification sont communiquées sur simple demande via la page « Nous contacter ».',
    ]);
  });

  it('names the host when configured, and says its details are given on request otherwise', () => {
    expect(legalNotice(identity).sections[1]!.paragraphs[0]).toContain('sur simple demande');
    const hosted = legalNotice({
      ...identity,
      host: { name: 'Hébergeur SAS', address: '1 quai X, Lyon', phone: '0102030405' },
    });
    expect(hosted.sections[1]!.paragraphs).toEqual([
      'Le service est hébergé par Hébergeur SAS, 1 quai X, Lyon (téléphone : 0102030405).',
    ]);
  });
});
