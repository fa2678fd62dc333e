import { parseConfig } from '../config/config';
import { createIntegrations } from './IntegrationsContext';
import { createPosthogSink } from './posthog';
import { redactProperties, redactUrl } from '../lib/redact';
import { createTracker, identityOf, type Sink } from './tracker';
import { expectConsoleError } from '../test/console';

// The PostHog library at its boundary: a named instance whose calls we can read.
const instance = {
  capture: jest.fn(),
  identify: jest.fn(),
  reset: jest.fn(),
  get_property: jest.fn(),
};
const init = jest.fn((..._args: unknown[]) => instance);
jest.mock('posthog-js/dist/module.slim.no-external', () => ({
  __esModule: true,
  default: { init: (...args: unknown[]) => init(...args) },
}));

beforeEach(() => jest.clearAllMocks());

function recordingSink(log: string[]): Sink {
  return {
    pageview: (path) => log.push(`pageview ${path}`),
    identify: ({ sub }) => log.push(`identify ${sub}`),
    reset: () => log.push('reset'),
  };
}

// Three tasks: a sink's module arrives in one, starts in the next, and takes the calls made
// meanwhile in a third (IntegrationsContext).
const nextTimer = () => new Promise((resolve) => setTimeout(resolve, 0));
const flush = () => nextTimer().then(nextTimer).then(nextTimer);

describe('createTracker', () => {
  it('replays calls made before a sink loads, in order, then calls it directly', async () => {
    const log: string[] = [];
    const tracker = createTracker([async () => recordingSink(log)]);
    tracker.pageview('/unauthorized');
    tracker.identify({ sub: 'u1', email: 'a@b.c', name: 'A' });
    expect(log).toEqual([]);
    tracker.start();
    await flush();
    tracker.reset();
    expect(log).toEqual(['pageview /unauthorized', 'identify u1', 'reset']);
  });

  it('keeps working with the other sinks when one fails to load', async () => {
    const log: string[] = [];
    expectConsoleError(/^An analytics module could not be loaded Error: chunk failed/);
    const tracker = createTracker([
      () => Promise.reject(new Error('chunk failed')),
      async () => recordingSink(log),
    ]);
    tracker.start();
    tracker.pageview('/');
    await flush();
    expect(log).toEqual(['pageview /']);
  });
});

describe('identityOf', () => {
  it('falls back to {email} and Unknown User', () => {
    expect(identityOf({ sub: 's', email: '', name: '  ' })).toEqual({
      sub: 's',
      email: '{email}',
      name: 'Unknown User',
    });
    expect(identityOf({ sub: 's', email: 'ana@example.com', name: 'Ana' })).toEqual({
      sub: 's',
      email: 'ana@example.com',
      name: 'Ana',
    });
  });
});

describe('redactUrl', () => {
  it('drops single-use secrets and return paths, keeps the tenant and campaign tags', () => {
    expect(
      redactUrl(
        'https://app.example/confirm-account?token=s3cret&whitelabel=acme&utm_source=mail&href=%2Fx#frag',
      ),
    ).toBe('https://app.example/confirm-account?whitelabel=acme&utm_source=mail');
    expect(redactUrl('https://app.example/callback?code=abc&state=def')).toBe(
      'https://app.example/callback',
    );
  });

  it('redacts every URL-valued property, whatever its name', () => {
    expect(
      redactProperties({
        $current_url: 'https://a.example/x?token=1',
        $initial_referrer: 'https://b.example/?code=2',
        $session_entry_url: 'http://c.example/forgot-password?token=3',
        $pathname: '/x',
      }),
    ).toEqual({
      $current_url: 'https://a.example/x',
      $initial_referrer: 'https://b.example/',
      $session_entry_url: 'http://c.example/forgot-password',
      $pathname: '/x',
    });
  });
});

describe('createPosthogSink', () => {
  it('starts a named instance with the product settings, never the host’s own', () => {
    createPosthogSink({ key: 'phc_1', host: 'https://ph.example' });
    const [key, options, name] = init.mock.calls[0]!;
    expect(key).toBe('phc_1');
    expect(name).toBe('account');
    expect(options).toMatchObject({
      api_host: 'https://ph.example',
      persistence: 'localStorage+cookie',
      cross_subdomain_cookie: true,
      capture_pageview: false,
      autocapture: false,
      disable_external_dependency_loading: true,
      mask_personal_data_properties: true,
    });
    expect(
      (options as { custom_personal_data_properties: string[] }).custom_personal_data_properties,
    ).toEqual(expect.arrayContaining(['token', 'code', 'state', 'interaction']));
  });

  it('identifies with the profile and resets only an identified device', () => {
    const sink = createPosthogSink({ key: 'phc_1', host: 'https://ph.example' });
    sink.identify({ sub: 'u1', email: 'a@b.c', name: 'A' });
    expect(instance.identify).toHaveBeenCalledWith('u1', { email: 'a@b.c', name: 'A' });
    instance.get_property.mockReturnValue('anonymous');
    sink.reset();
    expect(instance.reset).not.toHaveBeenCalled();
    instance.get_property.mockReturnValue('identified');
    sink.reset();
    expect(instance.reset).toHaveBeenCalledTimes(1);
  });
});

describe('createIntegrations', () => {
  const config = (extra: object) => parseConfig({ apiUrl: 'http://api.test', ...extra });

  it('is inert without PostHog or Firebase', () => {
    const integrations = createIntegrations(config({}));
    expect(integrations.firebase).toBeNull();
    integrations.tracker.start();
    integrations.settle('anonymous');
    integrations.pageview('k', '/');
    expect(init).not.toHaveBeenCalled();
  });

  it('holds page views until the session settles, resetting a signed-out device first', async () => {
    const integrations = createIntegrations(
      config({ posthog: { key: 'phc_1', host: 'https://ph.example' } }),
    );
    instance.get_property.mockReturnValue('identified');
    integrations.tracker.start();
    integrations.pageview('k1', '/account/forbidden');
    integrations.pageview('k1', '/account/forbidden'); // the same location again: no new view
    integrations.settle('loading');
    await flush();
    expect(instance.capture).not.toHaveBeenCalled();
    integrations.settle('anonymous');
    expect(instance.reset.mock.invocationCallOrder[0]).toBeLessThan(
      instance.capture.mock.invocationCallOrder[0]!,
    );
    expect(instance.capture).toHaveBeenCalledTimes(1);
    expect(instance.capture).toHaveBeenCalledWith('$pageview', {
      $current_url: 'http://localhost/account/forbidden',
      $pathname: '/account/forbidden',
    });
    // Back to an earlier location (its key returns): a new view.
    integrations.pageview('k0', '/account');
    integrations.pageview('k1', '/account/forbidden');
    expect(instance.capture).toHaveBeenCalledTimes(3);
    // A replace that keeps the path (a link's token dropped from the query): the same view; one
    // to another path is a new one.
    integrations.pageview('k2', '/account/forbidden', true);
    expect(instance.capture).toHaveBeenCalledTimes(3);
    integrations.pageview('k3', '/account/unauthorized', true);
    expect(instance.capture).toHaveBeenCalledTimes(4);
  });
});
