import { useState } from 'react';
import {
  MSG,
  contractFigures,
  formatCents,
  formatDateTime,
  formatShortDate,
  type ContractTerms,
} from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { openContractPdf } from './api';
import { ContractForm } from './ContractForm';
import { IdentityForm } from './IdentityForm';
import { SignForm } from './SignForm';
import styles from './Collab.module.css';
import type { CollabSectionProps } from './sectionProps';

const collabText = MSG.collab;
const day = (iso: string) => formatShortDate(`${iso}T12:00:00Z`);

/** The version's price as signed: as offered, then HT, the VAT (or art. 293 B), TTC. */
function RemunerationFacts({ terms }: { terms: ContractTerms }) {
  const figures = contractFigures(terms);
  const rows: [string, string][] = [
    [
      collabText.remuneration,
      `${formatCents(terms.amountCents)} ${MSG.offers.amountTax[terms.tax]}`,
    ],
    [collabText.figures.ht, formatCents(figures.htCents)],
    // An exempt creator: the mention of art. 293 B du CGI instead of a VAT amount.
    figures.vatMention
      ? [collabText.figures.vatExempt, figures.vatMention]
      : [collabText.figures.vat, formatCents(figures.vatCents)],
    [collabText.figures.ttc, formatCents(figures.ttcCents)],
  ];
  return rows.map(([label, value]) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  ));
}

/** The generated payment clause in short, then the owner's additional terms (if any). */
function PaymentTermsFacts({ terms }: { terms: ContractTerms }) {
  // A version written before the generated clause shows the terms it was signed with.
  if (terms.paymentTerms === collabText.legacyPaymentTerms) {
    return (
      <div>
        <dt>{collabText.paymentClause}</dt>
        <dd>{terms.paymentTerms}</dd>
      </div>
    );
  }
  return (
    <>
      <div>
        <dt>{collabText.paymentClause}</dt>
        <dd>{collabText.paymentClauseSummary}</dd>
      </div>
      {terms.paymentTerms && (
        <div>
          <dt>{collabText.additionalTerms}</dt>
          <dd>{terms.paymentTerms}</dd>
        </div>
      )}
    </>
  );
}

/** The contract: its terms, the PDF, the signatures; the owner edits, each party signs. */
export function ContractSection({ data, banner, onChanged }: CollabSectionProps) {
  const [editing, setEditing] = useState(data.can.editContract && data.version === 0);
  // Her identity, once given, is changed from here (a company adds the person who signs).
  const [editingIdentity, setEditingIdentity] = useState(false);
  const { terms } = data;
  const waiting = (['owner', 'author'] as const).filter(
    (role) => !data.signatures.some((s) => s.role === role),
  );
  return (
    <Card as="section" className={styles.section} aria-labelledby="collab-contract">
      <h2 id="collab-contract">
        {collabText.contractTitle}
        {data.version > 0 && (
          <span className={styles.muted}> — {collabText.versionLabel(data.version)}</span>
        )}
      </h2>
      {editing ? (
        <ContractForm
          data={data}
          banner={banner}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={data.version > 0 ? () => setEditing(false) : undefined}
        />
      ) : !terms ? (
        <p className={styles.notice}>{collabText.noContract}</p>
      ) : (
        <>
          {data.versionInForce !== null && (
            <p className={styles.audit} data-testid="contract-in-force">
              ✓{' '}
              {data.proposedVersion !== null
                ? collabText.proposed(data.proposedVersion, data.versionInForce)
                : collabText.inForce(data.versionInForce)}
            </p>
          )}
          {data.versionInForce !== null && (
            <p className={styles.muted}>{collabText.signedFiguresNote}</p>
          )}
          <dl className={styles.facts}>
            <RemunerationFacts terms={terms} />
            <div>
              <dt>{collabText.benefits}</dt>
              <dd>
                {terms.benefitsInKind
                  ? `${terms.benefitsInKind.description} (${formatCents(terms.benefitsInKind.valueCents)})`
                  : '—'}
              </dd>
            </div>
            <div>
              <dt>{collabText.usage}</dt>
              <dd>
                {collabText.usageSummary(
                  terms.usageRights.channels,
                  terms.usageRights.durationMonths,
                  terms.usageRights.territory,
                )}
              </dd>
            </div>
            <PaymentTermsFacts terms={terms} />
            <div>
              <dt>{collabText.deliverablesLegend}</dt>
              <dd>
                <ul className={styles.history}>
                  {terms.deliverables.map((d, index) => (
                    <li key={index}>
                      {collabText.deliverableSummary(
                        d.quantity,
                        d.format,
                        collabText.networks[d.network],
                      )}{' '}
                      {collabText.windowSummary(day(d.publishFrom), day(d.publishTo))}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => void openContractPdf(data.idOffer).catch(console.error)}
            >
              {collabText.pdfLink}
            </Button>
            {data.proposedVersion !== null && data.versionInForce !== null && (
              <Button
                type="button"
                variant="ghost"
                onClick={() =>
                  void openContractPdf(data.idOffer, data.proposedVersion ?? undefined).catch(
                    console.error,
                  )
                }
              >
                {collabText.pdfVersionLink(data.proposedVersion)}
              </Button>
            )}
            {data.can.editContract && (
              <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
                {collabText.editContract}
              </Button>
            )}
            {data.identity && data.completedAt === null && !editingIdentity && (
              <Button type="button" variant="ghost" onClick={() => setEditingIdentity(true)}>
                {collabText.editIdentity}
              </Button>
            )}
          </div>
          {data.versions.length > 1 && (
            <details className={styles.muted}>
              <summary>{collabText.versionsTitle}</summary>
              <ul className={styles.history}>
                {data.versions.map((v) => (
                  <li key={v.version}>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        void openContractPdf(data.idOffer, v.version).catch(console.error)
                      }
                    >
                      {collabText.pdfVersionLink(v.version)}
                    </Button>{' '}
                    {v.version === data.versionInForce
                      ? collabText.versionInForceTag
                      : v.signed
                        ? collabText.versionSignedTag
                        : v.version === data.proposedVersion
                          ? collabText.versionProposedTag
                          : collabText.versionReplacedTag}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {editingIdentity && (
            <>
              <p className={styles.notice}>{collabText.editIdentityHint}</p>
              <IdentityForm
                identity={data.identity}
                banner={banner}
                onSaved={() => {
                  setEditingIdentity(false);
                  onChanged();
                }}
              />
            </>
          )}
          {data.signatures.map((s) => (
            <p key={s.role} className={styles.audit}>
              ✓ {collabText.signedBy(s.fullName, formatDateTime(s.signedAt))} (
              {collabText.roles[s.role]})
            </p>
          ))}
          {waiting.map((role) => (
            <p key={role} className={styles.muted}>
              {collabText.waitingSignature(collabText.roles[role])}
            </p>
          ))}
          {data.can.sign && <SignForm data={data} banner={banner} onSigned={onChanged} />}
        </>
      )}
    </Card>
  );
}
