// The SAML schema validator (dev-api/src/enterprise-sso/saml-schema.ts) as samlify calls it:
// real responses of the SAML stand-in pass, the same response not schema-valid is refused, what a
// DOCTYPE declares is neither read nor expanded, and validating leaves nothing behind in the
// process (every parsed message disposed; an earlier validator added an 'uncaughtException'
// listener and kept a 16 MB heap per message). A refusal over HTTP is in enterprise-sso.test.ts
// ('every bad response is refused…'), where a DOCTYPE is refused before any parser sees it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { diag, xmlCleanupInputProvider, xmlRegisterInputProvider } from 'libxml2-wasm';
import * as samlify from 'samlify';
import { listenSamlIdp, type RunningSamlIdp } from '../src/stand-ins/saml-idp.ts';
import { SamlSchemaRefusal } from '../src/enterprise-sso/saml-schema.ts';
// Registers the validator with samlify, as the API does when it loads.
import '../src/enterprise-sso/saml.ts';

let idp: RunningSamlIdp;
before(async () => {
  idp = await listenSamlIdp({ port: 0 });
});
after(async () => {
  await idp.close();
});

const SP = 'https://account.example/auth/saml/connection-1';

/** A signed response of the stand-in, as XML. */
async function response(options: { schemaInvalid?: boolean } = {}): Promise<string> {
  const base64 = await idp.respond({
    spEntityId: SP,
    acsUrl: `${SP}/acs`,
    inResponseTo: '_request-1',
    email: 'ana@contoso.example',
    name: 'Ana Contoso',
    ...options,
  });
  return Buffer.from(base64, 'base64').toString('utf8');
}

/** What samlify does with each message before it checks a signature. */
function validate(xml: string): Promise<unknown> {
  return samlify.SamlLib.isValidXml(xml);
}

async function refusal(xml: string): Promise<SamlSchemaRefusal> {
  const error: unknown = await validate(xml).then(
    () => assert.fail('the message was found valid'),
    (reason: unknown) => reason,
  );
  assert.ok(error instanceof SamlSchemaRefusal, String(error));
  return error;
}

test('a signed response of the stand-in is valid SAML 2.0', async () => {
  await validate(await response());
});

test('a response without a required attribute is refused, and says which', async () => {
  const { problems, message } = await refusal(await response({ schemaInvalid: true }));
  assert.ok(
    problems.some((problem) => /AuthnInstant/.test(problem) && /required/.test(problem)),
    problems.join('\n'),
  );
  // saml.ts reads samlify's refusals by their message: this one must read as none of the others.
  assert.equal(message, 'ERR_SAML_SCHEMA_INVALID');
});

test('an element the schema does not know, inside the assertion, is refused', async () => {
  const xml = (await response()).replace(
    '</saml:Conditions>',
    '</saml:Conditions><saml:Privileges>admin</saml:Privileges>',
  );
  assert.match(xml, /saml:Privileges/);
  const { problems } = await refusal(xml);
  assert.ok(
    problems.some((problem) => /Privileges/.test(problem)),
    problems.join('\n'),
  );
});

test('what is not XML is refused with the same fixed message', async () => {
  const { message } = await refusal('FAILED_TO_VERIFY_SIGNATURE, or <unclosed');
  assert.equal(message, 'ERR_SAML_SCHEMA_INVALID');
});

/** An otherwise valid response whose DOCTYPE declares `xxe`, used in an attribute value. */
async function withEntity(doctype: string): Promise<string> {
  const xml = (await response()).replace(/^<\?xml[^>]*\?>/, '');
  const used = xml.replace('Ana Contoso</saml:AttributeValue>', '&xxe;</saml:AttributeValue>');
  assert.notEqual(used, xml);
  return `<!DOCTYPE samlp:Response [${doctype}]>${used}`;
}

test('no entity nor DTD a message declares is read, and none is expanded', async () => {
  // Behind the route, saml.ts refuses any DOCTYPE before samlify parses: this is the validator
  // alone, should a message ever reach it with one.
  await validate(await response()); // the schema is compiled (it removes every input provider)
  const dir = mkdtempSync(join(tmpdir(), 'saml-xxe-'));
  // Asked first by libxml2 for anything it would open (a file, a URL): it notes the name, and
  // serves nothing.
  const asked: string[] = [];
  xmlRegisterInputProvider({
    match: (name) => {
      asked.push(name);
      return false;
    },
    open: () => undefined,
    read: () => -1,
    close: () => true,
  });
  try {
    const secret = join(dir, 'secret.txt');
    writeFileSync(secret, 'XXE-SECRET-CONTENTS');
    const file = pathToFileURL(secret).href;
    const entities = [
      `<!ENTITY xxe SYSTEM "${file}">`,
      `<!ENTITY xxe SYSTEM "${secret}">`,
      // One of the schemas' own files, which libxml2 could read while compiling the schema.
      '<!ENTITY xxe SYSTEM "xmldsig-core-schema.xsd">',
      '<!ENTITY xxe "internal">',
      '<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY xxe "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">',
    ];
    // A message with an entity is refused (libxml2's schema validation will not take one).
    for (const entity of entities) {
      const { problems } = await refusal(await withEntity(entity));
      assert.doesNotMatch(problems.join('\n'), /XXE-SECRET|targetNamespace|aaaaaaaaaa/, entity);
    }
    // An external DTD is not loaded either; the message is left to the schema, which finds it
    // valid.
    const prolog = /^<\?xml[^>]*\?>/;
    await validate(
      `<!DOCTYPE samlp:Response SYSTEM "${file}">${(await response()).replace(prolog, '')}`,
    );
    assert.deepEqual(asked, []);
  } finally {
    xmlCleanupInputProvider();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('validations dispose every message they parse, and leave no listener nor memory behind', async () => {
  const xml = await response();
  const invalid = await response({ schemaInvalid: true });
  await validate(xml); // the schema is compiled at the first message, and kept
  const listeners = process.listenerCount('uncaughtException');
  const buffers = process.memoryUsage().arrayBuffers;
  // libxml2-wasm's own tracker: each document (a wasm allocation) it creates from now on is
  // listed until disposed, however a validation ends.
  diag.configure({ enabled: true });
  try {
    for (let i = 0; i < 20; i += 1) {
      await validate(xml);
      await validate(invalid).catch(() => undefined);
      await validate('<unclosed').catch(() => undefined);
      await validate(`<!DOCTYPE x [<!ENTITY e "e">]><x>&e;</x>`).catch(() => undefined);
    }
    const report: Record<string, { totalInstances: number }> = diag.report(); // untyped JSON
    const undisposed = Object.entries(report).map(
      ([kind, { totalInstances }]) => `${kind} × ${totalInstances}`,
    );
    assert.deepEqual(undisposed, []);
  } finally {
    diag.configure({ enabled: false });
  }
  assert.equal(process.listenerCount('uncaughtException'), listeners);
  // The asm.js validator kept about 16 MB per validation here (its heap): 320 MB after 20.
  const grown = process.memoryUsage().arrayBuffers - buffers;
  assert.ok(grown < 64 * 1024 * 1024, `array buffers grew by ${Math.round(grown / 1e6)} MB`);
});
