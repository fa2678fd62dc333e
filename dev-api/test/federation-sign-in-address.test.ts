// The sign-in address names the tenant's provider buttons (docs/federation.md, "Before the page
// paints"): the authority knows the tenant from the authorization request (`whitelabel`, the
// app's), so the page it sends the browser to can show the buttons before it paints, and nothing
// moves when the app's own list arrives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signInProviders, type FederationConfig } from '../src/federation/providers.ts';
import { authorizationRequest, startInteraction } from './oidc-helpers.ts';
import { federatedSignIn, signInPageParam, federationWorldPerFile } from './federation-helpers.ts';

const world = federationWorldPerFile();

/** The sign-in page the authority sent a new interaction's browser to, for `whitelabel`. */
async function signInAddress(whitelabel?: string): Promise<URL> {
  const request = authorizationRequest({ params: { whitelabel } });
  return new URL((await startInteraction(world.auth, request)).signInUrl);
}

describe('the sign-in address', () => {
  it('names the default list, in its order, with the development entries marked', async () => {
    const address = await signInAddress();
    assert.equal(
      address.searchParams.get('providers'),
      'example:Example ID:d,google:Google:d,apple:Apple:d,microsoft:Microsoft:d,github:GitHub:d,down:Down ID:d',
    );
    assert.equal(address.searchParams.get('whitelabel'), null);
  });

  it('names the tenant the authorization request named, and its own list and order', async () => {
    const address = await signInAddress('globex');
    assert.equal(address.searchParams.get('whitelabel'), 'globex');
    assert.equal(
      address.searchParams.get('providers'),
      'microsoft:Microsoft:d,example:Example ID:d,google:Google:d',
    );
  });

  it('takes no tenant from a value that is not a tenant id (the default list then)', async () => {
    const address = await signInAddress('../globex');
    assert.equal(address.searchParams.get('whitelabel'), null);
    assert.match(address.searchParams.get('providers') ?? '', /^example:/);
  });

  it('names the list again when a provider sends the browser back with a failure', async () => {
    const interaction = await startInteraction(
      world.auth,
      authorizationRequest({ params: { whitelabel: 'globex' } }),
    );
    const { location } = await federatedSignIn(world, 'cancel', { interaction });
    assert.equal(signInPageParam(location, 'federationError'), 'cancelled');
    assert.equal(location.searchParams.get('interaction'), interaction.uid);
    assert.equal(location.searchParams.get('whitelabel'), 'globex');
    assert.equal(
      location.searchParams.get('providers'),
      'microsoft:Microsoft:d,example:Example ID:d,google:Google:d',
    );
  });
});

describe('signInProviders', () => {
  const config = (displayName: string, id = 'corp'): FederationConfig => ({
    providers: [
      {
        ...world.federation.providers[0]!,
        id: 'google',
        displayName: 'Google',
        development: false,
      },
      { ...world.federation.providers[0]!, id, displayName, development: false },
    ],
    tenants: { default: ['google', id] },
  });

  it('names real providers without the development mark', () => {
    assert.equal(signInProviders(config('Corp ID'), null), 'google:Google,corp:Corp ID');
    assert.equal(
      signInProviders(config('Société Générale'), null),
      'google:Google,corp:Société Générale',
    );
  });

  it('names no list when one name or id cannot be said in the address (the page waits for the API)', () => {
    assert.equal(signInProviders(config('Corp: ID'), null), null);
    assert.equal(signInProviders(config('Corp, ID'), null), null);
    assert.equal(signInProviders(config('<b>Corp</b>'), null), null);
    assert.equal(signInProviders(config('x'.repeat(41)), null), null);
    assert.equal(signInProviders(config('Corp', 'Corp_ID'), null), null);
  });

  it('names none without providers', () => {
    assert.equal(signInProviders(undefined, null), null);
    assert.equal(signInProviders({ providers: [], tenants: { default: [] } }, 'acme'), null);
  });
});
