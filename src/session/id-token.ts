import { MAX_ID_TOKEN_IAT_OFFSET_S } from '../config/constants';

/** An ID token whose issue time is too far from this device's clock (docs/architecture.md, "Authentication"). */
export class IdTokenTimeError extends Error {
  constructor(readonly offsetSeconds: number) {
    super(`ID token iat is ${offsetSeconds}s away from now (max ${MAX_ID_TOKEN_IAT_OFFSET_S}s)`);
    this.name = 'IdTokenTimeError';
  }
}

/**
 * oidc-client-ts checks neither `iat` nor the signature. A token issued more than 4200 s from
 * now (either way) is refused: a replayed old token, or a device clock so wrong that expiry
 * checks mean nothing. Called only when a token is received, never on later loads.
 */
export function assertIdTokenIat(iat: unknown, nowSeconds = Math.floor(Date.now() / 1000)): void {
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw new IdTokenTimeError(Number.NaN);
  const offset = Math.abs(nowSeconds - iat);
  if (offset > MAX_ID_TOKEN_IAT_OFFSET_S) throw new IdTokenTimeError(nowSeconds - iat);
}
