import { allowedScript } from './allowed-script';

describe('allowedScript', () => {
  const allowed = ['https://challenges.cloudflare.com', 'https://js.hcaptcha.com'];

  it.each([
    ['https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', true],
    ['https://js.hcaptcha.com/1/api.js', true],
    ['https://evil.example/turnstile/v0/api.js', false],
    ['http://challenges.cloudflare.com/turnstile/v0/api.js', false],
    ['https://challenges.cloudflare.com.evil.example/api.js', false],
    ['https://x.js.hcaptcha.com/1/api.js', false],
    ['not a url', false],
  ])('%s: %s', (url, expected) => {
    expect(allowedScript(url, allowed)).toBe(expected);
  });

  it('allows nothing when the deployment lists nothing', () => {
    expect(allowedScript('https://challenges.cloudflare.com/turnstile/v0/api.js', [])).toBe(false);
  });
});
