// Stand-ins for the outside services abuse protection talks to (docs/abuse-protection.md), each
// speaking its real protocol on localhost, development and tests only:
// - Cloudflare Turnstile and hCaptcha: `POST /turnstile/v0/siteverify` and `POST /hcaptcha/siteverify`
//   (form-encoded `secret`, `response`, `remoteip`; JSON `{ success, error-codes }`), and their
//   browser scripts (`/turnstile/v0/api.js`, `/hcaptcha/1/api.js`) with the `render` call the
//   app uses. Like the real services with their published test keys, the always-pass secret
//   accepts the stand-in widget's tokens (each once), the always-fail secret refuses everything,
//   and any other secret is `invalid-input-secret`.
// - Have I Been Pwned's range API: `GET /range/{5 hex}` answers `SUFFIX:COUNT` lines for the
//   SHA-1 hashes of a small generated list of well-known breached passwords, padded with
//   `SUFFIX:0` lines when the request says `Add-Padding: true`. Every prefix asked is recorded
//   (`requests`) so tests can see what left the API.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_KEYS } from '../abuse/settings.ts';
import { readBody } from './pages.ts';

/** Passwords "seen in breaches" here: classics of every breach list, some passing zxcvbn's 3. */
export const BREACHED_PASSWORDS = [
  'Password1!',
  'Summer2024!',
  'Winter2023!',
  'P@ssw0rd123',
  'Qwerty123!',
  'Welcome@2024',
  'iloveyou123',
  'letmein2020',
  'Tr0ub4dor&3',
  'correct horse battery staple',
  'Autumn-Leaves-1987',
  'Sunshine-Daisy-42',
] as const;

/** Tokens the stand-in widgets hand out (Cloudflare's test tokens look like this too). */
const TOKEN_PATTERN = /^XXXX\.DUMMY\.TOKEN\.[A-Za-z0-9_-]{16,64}$/;

export interface RangeRequest {
  prefix: string;
  padding: boolean;
  path: string;
}

export interface AbuseStandIn {
  origin: string;
  rangeUrl: string;
  turnstile: { siteverifyUrl: string; scriptUrl: string };
  hcaptcha: { siteverifyUrl: string; scriptUrl: string };
  /** Every range request received (tests assert that only five hex characters left). */
  requests: RangeRequest[];
  /** Tests: the range API and siteverify stop answering (never respond) until turned back. */
  setFault(fault: 'hang' | 'error' | null): void;
  close(): Promise<void>;
}

function sha1(value: string): string {
  return createHash('sha1').update(value, 'utf8').digest('hex').toUpperCase();
}

/** The widget script: `render(container, { sitekey, callback })` hands a token over shortly. */
function widgetScript(global: 'turnstile' | 'hcaptcha'): string {
  return `(function () {
  var next = 0;
  function token() {
    var bytes = new Uint8Array(24);
    crypto.getRandomValues(bytes);
    return 'XXXX.DUMMY.TOKEN.' + Array.from(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  window.${global} = {
    render: function (container, options) {
      var id = String(++next);
      var el = typeof container === 'string' ? document.querySelector(container) : container;
      if (el) el.setAttribute('data-stand-in', '${global}');
      setTimeout(function () { if (options && options.callback) options.callback(token()); }, 50);
      return id;
    },
    reset: function () {},
    remove: function () {}
  };
})();
`;
}

export async function listenAbuseStandIn(
  options: { port: number; host?: string; publicHost?: string } = { port: 0 },
): Promise<AbuseStandIn> {
  const host = options.host ?? '127.0.0.1';
  const breached = new Map(BREACHED_PASSWORDS.map((p, i) => [sha1(p), 1000 * (i + 1)]));
  const spentTokens = new Set<string>();
  const requests: RangeRequest[] = [];
  let fault: 'hang' | 'error' | null = null;

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (fault === 'hang') return; // never answers: the caller's time limit decides
      if (fault === 'error') {
        res.writeHead(503).end();
        return;
      }
      const range = /^\/range\/([^/]*)$/.exec(url.pathname);
      if (req.method === 'GET' && range) {
        const prefix = range[1]!;
        const padding = String(req.headers['add-padding']).toLowerCase() === 'true';
        requests.push({ prefix, padding, path: req.url ?? '' });
        if (!/^[0-9A-Fa-f]{5}$/.test(prefix)) {
          res
            .writeHead(400, { 'Content-Type': 'text/plain' })
            .end('The hash prefix was not in a valid format');
          return;
        }
        const lines: string[] = [];
        for (const [hash, count] of breached) {
          if (hash.startsWith(prefix.toUpperCase())) lines.push(`${hash.slice(5)}:${count}`);
        }
        // The real API pads every answer to 800-1000 lines with made-up suffixes of count 0.
        if (padding) {
          const target = 800 + (randomBytes(2).readUInt16BE(0) % 201);
          while (lines.length < target) {
            lines.push(`${randomBytes(18).toString('hex').toUpperCase().slice(0, 35)}:0`);
          }
        }
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end(lines.join('\r\n'));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/turnstile/v0/api.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(widgetScript('turnstile'));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/hcaptcha/1/api.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(widgetScript('hcaptcha'));
        return;
      }
      const provider =
        url.pathname === '/turnstile/v0/siteverify'
          ? 'turnstile'
          : url.pathname === '/hcaptcha/siteverify'
            ? 'hcaptcha'
            : null;
      if (req.method === 'POST' && provider) {
        const form = new URLSearchParams(await readBody(req));
        const secret = form.get('secret') ?? '';
        const response = form.get('response') ?? '';
        const answer = (success: boolean, codes: string[] = []) =>
          res
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ success, 'error-codes': codes }));
        if (!secret) return answer(false, ['missing-input-secret']);
        const passing =
          provider === 'turnstile'
            ? secret === TEST_KEYS.turnstile.secretKey
            : secret === TEST_KEYS.hcaptcha.secretKey;
        const failing = provider === 'turnstile' && secret === TEST_KEYS.turnstile.failingSecretKey;
        if (!passing && !failing) return answer(false, ['invalid-input-secret']);
        if (!response) return answer(false, ['missing-input-response']);
        if (failing || !TOKEN_PATTERN.test(response)) {
          return answer(false, ['invalid-input-response']);
        }
        if (spentTokens.has(response)) return answer(false, ['timeout-or-duplicate']);
        spentTokens.add(response);
        return answer(true);
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.publicHost ?? host}:${port}`;
  return {
    origin,
    rangeUrl: `${origin}/range/`,
    turnstile: {
      siteverifyUrl: `${origin}/turnstile/v0/siteverify`,
      scriptUrl: `${origin}/turnstile/v0/api.js?render=explicit`,
    },
    hcaptcha: {
      siteverifyUrl: `${origin}/hcaptcha/siteverify`,
      scriptUrl: `${origin}/hcaptcha/1/api.js?render=explicit`,
    },
    requests,
    setFault(value) {
      fault = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
