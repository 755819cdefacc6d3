import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

// The official validation of a Factur-X CII XML against the XML schema of its profile: the
// FNFE-MPE Factur-X 1.07.3 EN 16931 XSD (factur-x-xsd/, see its README), by libxml2's xmllint
// compiled to WebAssembly (xmllint-wasm: nothing downloaded, nothing installed on the machine).
// The schema says which elements exist, in which order, how often and of which type; the
// EN 16931 business rules (totals, required business terms) are cii-rules.ts's.

const XSD_DIR = new URL('./factur-x-xsd/', import.meta.url);
export const FACTUR_X_EN16931_XSD = 'Factur-X_1.07.3_EN16931.xsd';

const read = (fileName: string): XMLFileInfo => ({
  fileName,
  contents: readFileSync(new URL(fileName, XSD_DIR), 'utf8'),
});

/**
 * The main XSD and every file it imports, each under the name of its `schemaLocation` (the main
 * XSD imports the three data-type XSDs by relative name, and the aggregate-entities XSD imports
 * two of them again): xmllint resolves them in its in-memory file system by those names.
 */
function loadSchema(): { main: XMLFileInfo; imports: XMLFileInfo[] } {
  const main = read(FACTUR_X_EN16931_XSD);
  const imports = new Map<string, XMLFileInfo>();
  const pending = [main];
  while (pending.length > 0) {
    const xsd = pending.pop() as XMLFileInfo;
    for (const [, location] of String(xsd.contents).matchAll(
      /<xs:(?:import|include)\b[^>]*\bschemaLocation="([^"]+)"/g,
    )) {
      if (location && !imports.has(location)) {
        const file = read(location);
        imports.set(location, file);
        pending.push(file);
      }
    }
  }
  return { main, imports: [...imports.values()] };
}

let schema: ReturnType<typeof loadSchema> | undefined;

/** The schema's import names, for a test that checks they are all there. */
export const ciiSchemaFiles = () => {
  schema ??= loadSchema();
  return [schema.main.fileName, ...schema.imports.map((file) => file.fileName)];
};

/** The schema errors of `xml` ("line N: message"); empty when it is valid. */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  schema ??= loadSchema();
  const result = await validateXML({
    xml: { fileName: 'factur-x.xml', contents: xml },
    schema: schema.main,
    preload: schema.imports,
  });
  if (result.valid) return [];
  const errors = result.errors.map((error) =>
    error.loc ? `line ${error.loc.lineNumber}: ${error.message}` : error.rawMessage,
  );
  // A failure that names no error (a schema that does not load) is a failure all the same.
  return errors.length > 0 ? errors : [result.rawOutput || 'invalid, with no message'];
}
