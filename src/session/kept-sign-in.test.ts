import { forgetKeptSignIn, keepSignedIn, resumeKeptSignIn } from './kept-sign-in';

// "Keep me signed in" after a browser restart (docs/session-care.md): one automatic pass through
// the authority per minute at most, only for a browser whose last choice was to be kept.
afterEach(() => localStorage.clear());

test('kept: one automatic attempt, then none for a minute, then one again', () => {
  keepSignedIn(true);
  const t = 1_800_000_000_000;
  expect(resumeKeptSignIn(t)).toBe(true);
  expect(resumeKeptSignIn(t + 30_000)).toBe(false);
  expect(resumeKeptSignIn(t + 61_000)).toBe(true);
});

test('not kept, or signed out on purpose: never', () => {
  keepSignedIn(false);
  expect(resumeKeptSignIn()).toBe(false);
  keepSignedIn(true);
  forgetKeptSignIn();
  expect(resumeKeptSignIn()).toBe(false);
});

test('nothing but a flag and a time is stored', () => {
  keepSignedIn(true);
  resumeKeptSignIn(1_800_000_000_000);
  expect(Object.keys(localStorage)).toEqual(['account.keptSignIn']);
  expect(localStorage.getItem('account.keptSignIn')).toBe('1800000000000');
});
