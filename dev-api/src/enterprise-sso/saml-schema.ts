// samlify's schema validator (`setSchemaValidator`): samlify hands it every SAML message it
// parses (the IdP's responses to us, and the AuthnRequests the SAML stand-in reads) before any
// signature is checked, and refuses the message when it rejects. A message must be valid against
// the SAML 2.0 protocol schema (schemas/README.md), read once at start-up.
//
// xmllint-wasm runs libxml2's xmllint, compiled to WebAssembly, in a worker thread of its own
// that ends with each validation: nothing of it stays in the API's process. The emscripten asm.js
// build used before ran in the process itself and, on every validation, added a process
// 'uncaughtException' listener that kept its 16 MB heap alive (a leak per SAML response).
import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

function schemaFile(fileName: string): XMLFileInfo {
  const contents = readFileSync(new URL(`./schemas/${fileName}`, import.meta.url), 'utf8');
  return { fileName, contents };
}

/** The protocol schema: a Response, an AuthnRequest, an Assertion… are among its elements. */
const PROTOCOL = schemaFile('saml-schema-protocol-2.0.xsd');
/** What it imports, by the file names its `schemaLocation`s give: xmllint fetches nothing. */
const IMPORTED = [
  'saml-schema-assertion-2.0.xsd',
  'xmldsig-core-schema.xsd',
  'xenc-schema.xsd',
].map(schemaFile);

/**
 * A message the schema refuses. Its message is fixed: saml.ts reads samlify's refusals by their
 * message, and xmllint's own words (which quote the message's element names) stay in `problems`.
 */
export class SamlSchemaRefusal extends Error {
  constructor(readonly problems: string[]) {
    super('ERR_SAML_SCHEMA_INVALID');
  }
}

export const samlSchemaValidator = {
  /**
   * Resolves when `xml` is valid SAML 2.0. Rejects otherwise, and also when xmllint could not
   * say (not XML at all, out of memory): what cannot be checked is refused.
   */
  async validate(xml: string): Promise<string> {
    let result: Awaited<ReturnType<typeof validateXML>>;
    try {
      result = await validateXML({
        xml: { fileName: 'message.xml', contents: xml },
        schema: [PROTOCOL],
        preload: IMPORTED,
      });
    } catch (error) {
      throw new SamlSchemaRefusal([error instanceof Error ? error.message : String(error)]);
    }
    if (!result.valid) throw new SamlSchemaRefusal(result.errors.map((error) => error.message));
    return 'SUCCESS_VALIDATE_XML';
  },
};
