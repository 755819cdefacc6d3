// Contracts that code shown to every visitor (layout, header) uses only for a logged session.
// Imported with import('./contracts') so their zod schemas stay out of the JavaScript a visitor
// downloads first (apps/web/scripts/js-budget.mjs); a dynamic import of '@kollabo/shared' itself
// would put the whole shared package in one chunk.
export { accountsApi, packsApi } from '@kollabo/shared';
