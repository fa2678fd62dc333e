// An organisation's SSO administration (docs/enterprise-sso.md): the TXT record to publish and
// Verify, what a refusal of the IdP's settings says, and enforcement refused without a connection.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders } from '../../test/render';
import OrganisationSso from './OrganisationSso';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const ORG = 'kq3Xw0m1TgC2v9bZr7xLwA';
const record = {
  type: 'TXT',
  name: '_account-verification.contoso.example',
  value: 'account-verification=token',
};

function api(state: { published?: boolean } = {}) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url).pathname;
    calls.push(`${method} ${path}`);
    const domain = { domain: 'contoso.example', verified: false, verifiedAt: null, record };
    if (path === `/organisations/${ORG}/sso`) {
      return {
        body: {
          enforced: false,
          jit: { enabled: false, role: 'member' },
          connections: [],
          domains: [state.published ? { ...domain, verified: true } : domain],
        },
      };
    }
    if (path === `/organisations/${ORG}/sso/domains/contoso.example/verify`) {
      if (!state.published) {
        return { status: 409, body: { error: 'domain_not_verified', message: 'x' } };
      }
      return { body: { ...domain, verified: true, verifiedAt: '2026-11-27T10:00:00Z' } };
    }
    if (path === `/organisations/${ORG}/sso/connections`) {
      return {
        status: 422,
        body: {
          error: 'metadata_url_refused',
          message:
            'The URL must reach a public address; this one points at a private network address.',
        },
      };
    }
    if (path === `/organisations/${ORG}/sso/settings`) {
      return { status: 409, body: { error: 'enforcement_needs_connection', message: 'x' } };
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return calls;
}

test('a domain shows the TXT record; Verify says when it is not found yet, then verifies', async () => {
  const state: { published?: boolean } = {};
  api(state);
  const user = userEvent.setup();
  renderWithProviders(<OrganisationSso organisationId={ORG} />);
  expect(await screen.findByText(record.name)).toBeInTheDocument();
  expect(screen.getByText(record.value)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The TXT record was not found yet.');
  state.published = true;
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.getByText('Verified')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
});

test('a refused metadata URL says why, in the words the server gives the IT admin', async () => {
  api();
  const user = userEvent.setup();
  renderWithProviders(<OrganisationSso organisationId={ORG} />);
  const addSaml = await screen.findByRole('button', { name: 'Add SAML connection' });
  const form = addSaml.closest('form')!;
  await user.type(form.querySelector('input[name="name"]')!, 'Contoso');
  await user.type(form.querySelector('input[name="metadataUrl"]')!, 'https://10.0.0.1/metadata');
  await user.click(addSaml);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The identity provider settings cannot be used: The URL must reach a public address',
  );
});

test('requiring SSO without a connection says what to do first', async () => {
  api();
  const user = userEvent.setup();
  renderWithProviders(<OrganisationSso organisationId={ORG} />);
  await user.click(await screen.findByRole('checkbox', { name: /Require single sign-on/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Turn on a connection and verify a domain first',
  );
});

test("trusting the identity provider's multi-factor sign-in is a connection's own switch", async () => {
  const connection = {
    id: 'sso-0123456789abcdef',
    type: 'saml',
    name: 'Contoso SAML',
    enabled: true,
    trustIdpMfa: false,
    createdAt: '2026-11-27T10:00:00Z',
    lastError: null,
    saml: {
      idpEntityId: 'https://idp.contoso.example',
      ssoUrl: 'https://idp.contoso.example/sso',
      metadataUrl: null,
      certificateNotAfter: null,
      spEntityId: 'https://api.example/auth/saml/sso-0123456789abcdef',
      acsUrl: 'https://api.example/auth/saml/sso-0123456789abcdef/acs',
      spMetadataUrl: 'https://api.example/auth/saml/sso-0123456789abcdef/metadata',
    },
  };
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    const path = new URL(url).pathname;
    if (path === `/organisations/${ORG}/sso`) {
      return {
        body: {
          enforced: false,
          jit: { enabled: false, role: 'member' },
          connections: [connection],
          domains: [],
        },
      };
    }
    if (path === `/organisations/${ORG}/sso/connections/${connection.id}`) {
      const body = JSON.parse(String(init?.body)) as { trustIdpMfa: boolean };
      sent.push(body);
      connection.trustIdpMfa = body.trustIdpMfa;
      return { body: connection };
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  const user = userEvent.setup();
  renderWithProviders(<OrganisationSso organisationId={ORG} />);
  expect(await screen.findByText(/multi-factor sign-in is not counted here/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Trust its multi-factor sign-in' }));
  expect(
    await screen.findByRole('button', { name: 'Stop trusting its multi-factor sign-in' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/counts as two-step verification here/)).toBeInTheDocument();
  expect(sent).toEqual([{ trustIdpMfa: true }]);
});

describe('a test sign-in', () => {
  const id = 'sso-0123456789abcdef';
  const connection = (lastTest: unknown) => ({
    id,
    type: 'saml',
    name: 'Contoso SAML',
    enabled: false,
    trustIdpMfa: false,
    createdAt: '2026-11-27T10:00:00Z',
    lastError: null,
    lastTest,
    saml: {
      idpEntityId: 'https://idp.contoso.example',
      ssoUrl: 'https://idp.contoso.example/sso',
      metadataUrl: null,
      certificateNotAfter: null,
      spEntityId: `https://api.example/auth/saml/${id}`,
      acsUrl: `https://api.example/auth/saml/${id}/acs`,
      spMetadataUrl: `https://api.example/auth/saml/${id}/metadata`,
    },
  });

  /** The API: the connection's lastTest becomes `claimed` once the result is claimed. */
  function testApi(claimed: unknown, claim: { status: number } = { status: 200 }) {
    let current: unknown = null;
    const calls: string[] = [];
    mockFetch((url, init) => {
      const path = new URL(url).pathname;
      calls.push(`${init?.method ?? 'GET'} ${path} ${String(init?.body ?? '')}`);
      if (path === `/organisations/${ORG}/sso`) {
        return {
          body: {
            enforced: false,
            jit: { enabled: false, role: 'member' },
            connections: [connection(current)],
            domains: [],
          },
        };
      }
      if (path === `/organisations/${ORG}/sso/connections/${id}/test-sign-in/result`) {
        if (claim.status !== 200) {
          return { status: claim.status, body: { error: 'test_state_mismatch', message: 'x' } };
        }
        current = claimed;
        return { body: connection(current) };
      }
      return { status: 404, body: { error: 'not_found', message: 'x' } };
    });
    return calls;
  }

  const back = `/organisations?organisation=${ORG}&ssoTest=the-key&ssoTestConnection=${id}`;

  test('back from a good one: its result is claimed once, shown with what the IdP sent, and focused', async () => {
    const calls = testApi({
      ok: true,
      at: '2026-11-27T10:05:00Z',
      email: 'ana@contoso.example',
      attributes: { displayName: ['Ana Contoso'] },
    });
    renderWithProviders(<OrganisationSso organisationId={ORG} />, { route: back });
    const heading = await screen.findByRole('heading', { name: 'Last test sign-in' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('It works: your identity provider signed in ana@contoso.example.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('displayName')).toBeInTheDocument();
    expect(screen.getByText('Ana Contoso')).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('test-sign-in/result'))).toEqual([
      `POST /organisations/${ORG}/sso/connections/${id}/test-sign-in/result {"result":"the-key"}`,
    ]);
  });

  test("a refused one says the code's words, the explanation for the IdP's administrator and the code", async () => {
    testApi({
      ok: false,
      at: '2026-11-27T10:05:00Z',
      code: 'saml_audience_mismatch',
      message: 'The assertion is meant for another service provider.',
    });
    renderWithProviders(<OrganisationSso organisationId={ORG} />, { route: back });
    await screen.findByRole('heading', { name: 'Last test sign-in' });
    expect(await screen.findByText(/sent an answer meant for another service/)).toBeInTheDocument();
    expect(
      screen.getByText('The assertion is meant for another service provider.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('saml_audience_mismatch')).toBeInTheDocument();
  });

  test('a result this session cannot claim says to start again', async () => {
    testApi(null, { status: 409 });
    renderWithProviders(<OrganisationSso organisationId={ORG} />, { route: back });
    expect(await screen.findByRole('alert')).toHaveTextContent('Press Test sign-in again');
    expect(screen.queryByRole('heading', { name: 'Last test sign-in' })).toBeNull();
  });
});

function oidcApi(testSignIn: { status: number; body: unknown }) {
  const id = 'sso-fedcba9876543210';
  const calls: string[] = [];
  mockFetch((url, init) => {
    const path = new URL(url).pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === `/organisations/${ORG}/sso`) {
      return {
        body: {
          enforced: false,
          jit: { enabled: false, role: 'member' },
          connections: [
            {
              id,
              type: 'oidc',
              name: 'Contoso Workforce',
              enabled: false,
              trustIdpMfa: false,
              createdAt: '2026-11-27T10:00:00Z',
              lastError: null,
              lastTest: null,
              oidc: {
                issuer: 'https://login.contoso.example',
                clientId: 'account',
                scopes: ['openid', 'email', 'profile'],
                redirectUri: `https://api.example/auth/federation/${id}/callback`,
              },
            },
          ],
          domains: [],
        },
      };
    }
    if (path === `/organisations/${ORG}/sso/connections/${id}/test-sign-in`) return testSignIn;
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return { id, calls };
}

test('an OpenID Connect connection, turned off, has Test sign-in too: it goes to the IdP', async () => {
  const authorize = 'https://login.contoso.example/authorize?state=test.abc';
  const { id, calls } = oidcApi({ status: 201, body: { url: authorize } });
  const user = userEvent.setup();
  renderWithProviders(<OrganisationSso organisationId={ORG} />);
  await user.click(await screen.findByRole('button', { name: 'Test sign-in' }));
  await waitFor(() => expect(leavePage).toHaveBeenCalledWith(authorize));
  expect(calls).toContain(`POST /organisations/${ORG}/sso/connections/${id}/test-sign-in`);
});

test("a provider whose discovery does not load now: Test sign-in says the server's explanation", async () => {
  jest.mocked(leavePage).mockClear();
  oidcApi({
    status: 422,
    body: {
      error: 'discovery_failed',
      message: "The identity provider's discovery document could not be loaded.",
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<OrganisationSso organisationId={ORG} />);
  await user.click(await screen.findByRole('button', { name: 'Test sign-in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "The identity provider settings cannot be used: The identity provider's discovery document could not be loaded.",
  );
  expect(leavePage).not.toHaveBeenCalled();
});
