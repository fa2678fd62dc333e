// Cloudflare Turnstile's and hCaptcha's server-side check: both speak the same siteverify
// protocol (a form-encoded POST of `secret`, `response` and `remoteip`; a JSON answer with
// `success` and `error-codes`). The URL is the deployment's (the stand-in in development).
export interface SiteverifyRequest {
  url: string;
  secret: string;
  token: string;
  remoteIp: string;
  timeoutMs: number;
}

export type SiteverifyResult = { ok: true } | { ok: false; errorCodes: string[] };

export async function siteverify(request: SiteverifyRequest): Promise<SiteverifyResult> {
  const form = new URLSearchParams({
    secret: request.secret,
    response: request.token,
    remoteip: request.remoteIp,
  });
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    if (!response.ok) return { ok: false, errorCodes: [`http-${response.status}`] };
    const answer = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (answer.success === true) return { ok: true };
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
    return { ok: false, errorCodes: codes.filter((c): c is string => typeof c === 'string') };
  } catch (error) {
    // Unreachable or too slow: the token cannot be checked, so it is not accepted (fail closed,
    // unlike the breached-password check: a challenge that could be skipped protects nothing).
    return { ok: false, errorCodes: [error instanceof Error ? error.name : 'network-error'] };
  }
}
