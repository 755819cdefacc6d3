import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The first refused field of a schema validation error, as a dotted path ("profilSearch.0"). */
export function validationField(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const first = error.validation[0];
  return first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
}

/**
 * The first refused field's own French text when a shared rule wrote it (a refinement: "Le titre
 * doit contenir des lettres.", the contact-details rule), never a machine code such as
 * 'invalid_email'; a plain limit keeps the descriptor's spec text.
 */
export function validationMessage(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const first = error.validation[0];
  if (first?.keyword !== 'custom') return undefined;
  const message = first.message;
  return message && /\s/.test(message) ? message : undefined;
}
