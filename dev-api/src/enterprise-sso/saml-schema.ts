// samlify's schema validator (`setSchemaValidator`): samlify hands it every SAML message it
// parses (the IdP's responses to us, and the AuthnRequests the SAML stand-in reads) before any
// signature is checked, and refuses the message when it rejects. A message must be valid against
// the SAML 2.0 protocol schema (schemas/README.md).
//
// libxml2-wasm (libxml2 in WebAssembly, in the process) lets a compiled schema be kept: the four
// XSDs are parsed once, at the first message, and a message then takes under 1 ms. xmllint-wasm,
// used before, ran xmllint in a new worker thread per message and re-parsed the schemas each time
// (~250 ms of CPU per message). What libxml2-wasm allocates lives in its wasm heap until
// disposed, hence the try/finally around every message.
//
// Nothing is fetched nor read: the schemas' imports are served from our files by an input
// provider that exists only while the schema compiles; messages are parsed with libxml2's
// defaults (no entity substitution, no DTD loading) plus NO_XXE and NONET, and libxml2-wasm has
// no file system but an empty in-memory one.
import { readFileSync } from 'node:fs';
import type { XmlDocument, XsdValidator } from 'libxml2-wasm';

/** The protocol schema: a Response, an AuthnRequest, an Assertion… are among its elements. */
const PROTOCOL = 'saml-schema-protocol-2.0.xsd';
/** What it imports, by the file names its `schemaLocation`s give (relative to PROTOCOL's). */
const IMPORTED = ['saml-schema-assertion-2.0.xsd', 'xmldsig-core-schema.xsd', 'xenc-schema.xsd'];

function schemaFile(fileName: string): Uint8Array {
  return readFileSync(new URL(`./schemas/${fileName}`, import.meta.url));
}

interface Compiled {
  validator: XsdValidator;
  parse: (xml: string) => XmlDocument;
}

/**
 * libxml2-wasm is imported at the first message, not with the API: under tsx (the dev API, its
 * tests) loading it takes ~0.5 s and ~170 MB of heap, which a process that never sees SAML
 * should not pay. The compiled schema is kept for the life of the process (never disposed).
 * Compiling reads the four files; the input provider is removed again at once (libxml2-wasm's
 * only way to remove one removes all: nothing else in the API registers any).
 */
async function compile(): Promise<Compiled> {
  const lib = await import('libxml2-wasm');
  const files = new lib.XmlBufferInputProvider(
    Object.fromEntries(IMPORTED.map((fileName) => [fileName, schemaFile(fileName)])),
  );
  if (!lib.xmlRegisterInputProvider(files)) throw new Error('libxml2 took no input provider');
  try {
    const doc = lib.XmlDocument.fromBuffer(schemaFile(PROTOCOL), { url: PROTOCOL });
    try {
      const validator = lib.XsdValidator.fromDoc(doc);
      const option = lib.ParseOption.XML_PARSE_NO_XXE | lib.ParseOption.XML_PARSE_NONET;
      return { validator, parse: (xml) => lib.XmlDocument.fromString(xml, { option }) };
    } finally {
      doc.dispose();
    }
  } finally {
    lib.xmlCleanupInputProvider();
  }
}

let compiled: Promise<Compiled> | undefined;

/** One compilation, shared by the messages that wait for it; tried again if it failed. */
function schema(): Promise<Compiled> {
  compiled ??= compile().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

/** libxml2's own words, one per problem (they quote the message's element names). */
function problemsOf(error: unknown): string[] {
  // An XmlLibError's details (XmlParseError, XmlValidateError), read without importing its class.
  const details = (error as { details?: unknown } | null)?.details;
  if (Array.isArray(details) && details.length > 0) {
    return details.map((detail) => String((detail as { message?: unknown }).message).trim());
  }
  return [error instanceof Error ? error.message : String(error)];
}

/**
 * A message the schema refuses. Its message is fixed: saml.ts reads samlify's refusals by their
 * message, and libxml2's own words stay in `problems`.
 */
export class SamlSchemaRefusal extends Error {
  constructor(readonly problems: string[]) {
    super('ERR_SAML_SCHEMA_INVALID');
  }
}

export const samlSchemaValidator = {
  /**
   * Resolves when `xml` is valid SAML 2.0. Rejects otherwise, and also when libxml2 could not
   * say (not XML at all, a DTD it will not validate, the schema not compiled): what cannot be
   * checked is refused.
   */
  async validate(xml: string): Promise<string> {
    try {
      const { validator, parse } = await schema();
      const doc = parse(xml);
      try {
        validator.validate(doc);
      } finally {
        doc.dispose();
      }
    } catch (error) {
      throw new SamlSchemaRefusal(problemsOf(error));
    }
    return 'SUCCESS_VALIDATE_XML';
  },
};
