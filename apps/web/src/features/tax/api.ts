import { taxApi, type SaveTaxDetailsBody } from '@kollabo/shared';
import { call, downloadFile } from '../../lib/api';
import { saveBlob } from '../../lib/saveBlob';

// The creators' tax duties: DAC7 details, annual statements, the team's list of missing details.

export const taxKeys = {
  details: ['tax-details'] as const,
  statements: ['tax-statements'] as const,
  adminMissing: ['admin', 'tax-details-missing'] as const,
};

export const getTaxDetails = (signal?: AbortSignal) => call(taxApi.details, {}, { signal });
/** With her second factor on, `code` is asked (second_factor_code_required) and sent. */
export const saveTaxDetails = (body: SaveTaxDetailsBody) => call(taxApi.saveDetails, { body });
export const getTaxStatements = (signal?: AbortSignal) => call(taxApi.statements, {}, { signal });
export const getMissingTaxDetails = (signal?: AbortSignal) =>
  call(taxApi.adminMissing, {}, { signal });

/** The statement is served only with the bearer token: fetched here, then saved. */
export async function downloadTaxStatement(year: number): Promise<void> {
  saveBlob(
    await downloadFile(taxApi.statementPdf, { query: { year } }),
    `releve-kollabo-${year}.pdf`,
  );
}
