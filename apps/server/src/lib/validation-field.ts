import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The first refused field of a schema validation error, as a dotted path ("profilSearch.0"). */
export function validationField(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const first = error.validation[0];
  return first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
}
