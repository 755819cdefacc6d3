import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { relativeImports } from '../../../../../scripts/import-graph.js';
import * as schema from '../../db/schema/index.js';

// Personal data cannot be forgotten (RGPD art. 15, 17 and 20): every table that refers to a
// person or holds personal text is read by the data export, emptied by the account deletion, or
// kept on purpose below with the rule that keeps it. A new table of that kind fails here until
// one of the three is decided.

/** A column naming a person (a user id under another name), with or without a foreign key. */
const PERSON_COLUMN =
  /^(user|owner|author|recipient|sender|reporter|uploader|buyer|issuer|actor|sponsor|notifier|target|liked|profile|other|creator)_id$|^(decided_by|created_by|contest_decided_by)$/;
/** A column holding what identifies or describes a person, or what she wrote. */
const PERSONAL_TEXT =
  /^(email|phone|iban|ip|user_agent|address|legal_name|name|birth_date|siren|siret|message|body|text|content|reason|reasons|comment)$/;

/**
 * Tables kept at an account's deletion, each with the rule that keeps it (the row keeps the
 * emptied account's id; nothing else about her is left in `users`).
 */
const KEPT: Record<string, string> = {
  stray_charges: 'a charge and its refund are accounting records: 10 years (art. L123-22 C. com.)',
  creator_invoice_uploads: 'invoices: 10 years (art. L123-22 C. com.), 6 years (art. L102 B LPF)',
  billing_mandates:
    'the self-billing mandate lives as long as the invoices it covers (art. 289 I-2 CGI, art. L102 B LPF)',
  billing_mandate_events:
    'when the mandate was given and withdrawn: as long as those invoices (art. 289 I-2 CGI)',
  collab_disputes:
    'a dispute and its decision: the proof of what was paid to whom, 5 years (art. 2224 C. civ.)',
  collab_dispute_attachments: 'the evidence of a dispute, kept with it (art. 2224 C. civ.)',
  notices: 'a notice and who sent it: the DSA transparency duties (art. 16, 17, 24 DSA)',
  notice_decisions: 'the statement of reasons and its contest (art. 17 and 20 DSA)',
  address_mails: 'a legal statement sent to an address is the proof it was sent (art. 17 DSA)',
  coupons:
    'an affiliation coupon names its sponsor on the invoices it discounted (art. L123-22 C. com.)',
  coupon_reservations:
    'a coupon used once per person: the reservation proves its use (règle Kollabo)',
  simulated_checkouts:
    "the (simulated) payment provider's own records, as Stripe keeps its sessions (art. L561-12 CMF)",
};

const here = import.meta.dirname;

/**
 * The text of `entry` and of the files it reads its data through: its own folder's files, the
 * `*-data.ts` files other modules offer, and what those re-export.
 */
function sourcesOf(entry: string): string {
  const seen = new Set<string>();
  const visit = (file: string, throughDataFile: boolean) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of relativeImports(file).map((t) => t.replace(/\.js$/, '.ts'))) {
      const dataFile = /-data\.ts$/.test(target);
      if (path.dirname(target) === here || dataFile || throughDataFile) visit(target, dataFile);
    }
  };
  visit(path.join(here, entry), false);
  return [...seen].map((file) => readFileSync(file, 'utf8')).join('\n');
}

const exportSources = sourcesOf('export-kinds.ts');
const deletionSources = sourcesOf('deletion.service.ts');

const personalTables = Object.entries(schema).flatMap(([variable, table]) => {
  if (!is(table, PgTable)) return [];
  const config = getTableConfig(table);
  const toUsers = config.foreignKeys.some(
    (fk) => getTableConfig(fk.reference().foreignTable).name === 'users',
  );
  const personal = config.columns.some(
    (column) => PERSON_COLUMN.test(column.name) || PERSONAL_TEXT.test(column.name),
  );
  return toUsers || personal ? [{ variable, name: config.name }] : [];
});

describe('personal data', () => {
  it('is exported, deleted or kept with its reason, table by table', () => {
    const named = (sources: string, variable: string) =>
      new RegExp(`\\b${variable}\\b`).test(sources);
    const forgotten = personalTables
      .filter(
        ({ variable, name }) =>
          !named(exportSources, variable) && !named(deletionSources, variable) && !KEPT[name],
      )
      .map(({ name }) => name);
    expect(forgotten).toEqual([]);
  });

  it('keeps only tables that exist and hold personal data, each with the rule that keeps it', () => {
    const personal = new Set(personalTables.map(({ name }) => name));
    expect(Object.keys(KEPT).filter((name) => !personal.has(name))).toEqual([]);
    const unsourced = Object.entries(KEPT).filter(
      ([, reason]) => !/\bart\. [\w-]+|règle Kollabo/.test(reason),
    );
    expect(unsourced).toEqual([]);
  });
});
