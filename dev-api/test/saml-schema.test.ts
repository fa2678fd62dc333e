// The SAML schema validator (dev-api/src/enterprise-sso/saml-schema.ts) as samlify calls it:
// real responses of the SAML stand-in pass, the same response not schema-valid is refused, and
// validating leaves nothing behind in the process (the former validator added an
// 'uncaughtException' listener and kept a 16 MB heap per message). A refusal over HTTP is in
// enterprise-sso.test.ts ('every bad response is refused…').
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

test('validations leave no listener nor memory behind in the process', async () => {
  const xml = await response();
  const listeners = process.listenerCount('uncaughtException');
  const buffers = process.memoryUsage().arrayBuffers;
  for (let i = 0; i < 20; i += 1) await validate(xml);
  assert.equal(process.listenerCount('uncaughtException'), listeners);
  // The former validator kept about 16 MB per validation here (its heap): 320 MB after 20.
  const grown = process.memoryUsage().arrayBuffers - buffers;
  assert.ok(grown < 64 * 1024 * 1024, `array buffers grew by ${Math.round(grown / 1e6)} MB`);
});
