import { pathsFor } from '../../config/paths';
import {
  continuePath,
  continuesByItself,
  initialRegisterTokenState,
  registerTokenReducer as next,
  type RegisterTokenEvent,
  type RegisterTokenState,
} from './register-token-machine';

const link = { token: 'fcm-1', platform: 'android' } as const;
const failure = new Error('down');

const states: RegisterTokenState[] = [
  { kind: 'confirm', push: link },
  { kind: 'registering', push: link, fromLink: true, attempt: 1 },
  { kind: 'done', created: true },
  { kind: 'missing' },
  { kind: 'offer' },
  { kind: 'asking', attempt: 0 },
  { kind: 'denied' },
  { kind: 'unsupported' },
  { kind: 'failed', error: failure, attempt: 1, link },
  { kind: 'leaving' },
];
const events: RegisterTokenEvent[] = [
  { type: 'confirm' },
  { type: 'ask' },
  { type: 'browserAnswered', result: { kind: 'token', token: 'web-1' } },
  { type: 'registered', created: true },
  { type: 'failed', error: failure },
  { type: 'retry' },
  { type: 'continue' },
];

/** The transitions the screen has; every other (state, event) pair must change nothing. */
const allowed: Record<RegisterTokenState['kind'], RegisterTokenEvent['type'][]> = {
  confirm: ['confirm', 'continue'],
  registering: ['registered', 'failed'],
  done: ['continue'],
  missing: ['continue'],
  offer: ['ask', 'continue'],
  asking: ['browserAnswered', 'failed'],
  denied: ['continue'],
  unsupported: ['continue'],
  failed: ['retry', 'continue'],
  leaving: [],
};

describe('register-token machine', () => {
  it('starts by asking to confirm the link’s token (never registering it by itself), else by what the browser allows, else with nothing to do', () => {
    expect(initialRegisterTokenState(link, 'offer')).toEqual({ kind: 'confirm', push: link });
    expect(initialRegisterTokenState(link, null)).toEqual({ kind: 'confirm', push: link });
    expect(initialRegisterTokenState(null, 'offer')).toEqual({ kind: 'offer' });
    expect(initialRegisterTokenState(null, 'denied')).toEqual({ kind: 'denied' });
    expect(initialRegisterTokenState(null, 'unsupported')).toEqual({ kind: 'unsupported' });
    // No Firebase Messaging configured.
    expect(initialRegisterTokenState(null, null)).toEqual({ kind: 'missing' });
  });

  it.each(states.flatMap((state) => events.map((event) => [state.kind, event.type, state, event])))(
    '%s ignores %s unless it is one of its transitions',
    (_kind, _type, state, event) => {
      const s = state as RegisterTokenState;
      const e = event as RegisterTokenEvent;
      if (allowed[s.kind].includes(e.type)) expect(next(s, e)).not.toBe(s);
      else expect(next(s, e)).toBe(s);
    },
  );

  it('only the press registers the link’s token; Not now leaves with nothing registered', () => {
    const confirm: RegisterTokenState = { kind: 'confirm', push: link };
    expect(next(confirm, { type: 'confirm' })).toEqual({
      kind: 'registering',
      push: link,
      fromLink: true,
      attempt: 1,
    });
    expect(next(confirm, { type: 'continue' })).toEqual({ kind: 'leaving' });
    expect(continuesByItself(confirm)).toBe(false);
  });

  it('a registered token is done, saying whether it was new', () => {
    const registering = states[1]!;
    expect(next(registering, { type: 'registered', created: true })).toEqual({
      kind: 'done',
      created: true,
    });
    expect(next(registering, { type: 'registered', created: false })).toEqual({
      kind: 'done',
      created: false,
    });
  });

  it('web push: the browser is asked only on the user’s “ask”, and its token registered as web', () => {
    const asking = next({ kind: 'offer' }, { type: 'ask' });
    expect(asking).toEqual({ kind: 'asking', attempt: 0 });
    expect(
      next(asking, { type: 'browserAnswered', result: { kind: 'token', token: 'web-1' } }),
    ).toEqual({
      kind: 'registering',
      push: { token: 'web-1', platform: 'web' },
      fromLink: false,
      attempt: 1,
    });
    // Nothing else leads to asking: no other event, and no state but the offer (or a failed web
    // push's retry, below); the browser's prompt follows only a click.
    const entering = states
      .filter((s) => s.kind !== 'asking')
      .flatMap((s) => events.map((e) => [s, e] as const))
      .filter(([s, e]) => next(s, e).kind === 'asking')
      .map(([s, e]) => `${s.kind}+${e.type}`);
    expect(entering).toEqual(['offer+ask']);
  });

  it('a refused permission or an unsupported browser is said so, registering nothing', () => {
    const asking: RegisterTokenState = { kind: 'asking', attempt: 0 };
    expect(next(asking, { type: 'browserAnswered', result: { kind: 'denied' } })).toEqual({
      kind: 'denied',
    });
    expect(next(asking, { type: 'browserAnswered', result: { kind: 'unsupported' } })).toEqual({
      kind: 'unsupported',
    });
  });

  it('a failed link registration retries the same token as a new attempt', () => {
    const failed = next(states[1]!, { type: 'failed', error: failure });
    expect(failed).toEqual({ kind: 'failed', error: failure, attempt: 1, link });
    expect(next(failed, { type: 'retry' })).toEqual({
      kind: 'registering',
      push: link,
      fromLink: true,
      attempt: 2,
    });
  });

  it('a failed web push (asking or registering) retries by asking the browser again', () => {
    const fromAsking = next({ kind: 'asking', attempt: 0 }, { type: 'failed', error: failure });
    expect(fromAsking).toEqual({ kind: 'failed', error: failure, attempt: 0, link: null });
    expect(next(fromAsking, { type: 'retry' })).toEqual({ kind: 'asking', attempt: 0 });

    const web: RegisterTokenState = {
      kind: 'registering',
      push: { token: 'web-1', platform: 'web' },
      fromLink: false,
      attempt: 1,
    };
    const fromRegistering = next(web, { type: 'failed', error: failure });
    expect(fromRegistering).toEqual({ kind: 'failed', error: failure, attempt: 1, link: null });
    const again = next(fromRegistering, { type: 'retry' });
    expect(again).toEqual({ kind: 'asking', attempt: 1 });
    // The same web token again is a new registration, not one already run.
    expect(
      next(again, { type: 'browserAnswered', result: { kind: 'token', token: 'web-1' } }),
    ).toMatchObject({ kind: 'registering', attempt: 2 });
  });

  it('leaves from a screen that explains, offers or failed (notifications are optional); work under way holds', () => {
    const leave = states.filter((s) => next(s, { type: 'continue' }) !== s);
    expect(leave.map((s) => s.kind)).toEqual([
      'confirm',
      'done',
      'missing',
      'offer',
      'denied',
      'unsupported',
      'failed',
    ]);
  });

  it('continues by itself only after a registration or when there was nothing to do', () => {
    expect(states.filter(continuesByItself).map((s) => s.kind)).toEqual(['done', 'missing']);
  });

  it('continues home, or to the redirect screen with href exactly as it stood in the URL', () => {
    const paths = pathsFor('/account');
    expect(continuePath(paths, null)).toBe('/account/');
    expect(continuePath(paths, '%2Fdone')).toBe('/account/redirect?href=%2Fdone');
    expect(continuePath(paths, 'https%3A%2F%2Fpartner.example.com%2F%3Fa%3D1%26b%3D2')).toBe(
      '/account/redirect?href=https%3A%2F%2Fpartner.example.com%2F%3Fa%3D1%26b%3D2',
    );
  });
});
