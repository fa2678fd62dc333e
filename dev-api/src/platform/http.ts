// Small HTTP helpers every capability's routes share: reading a JSON body and the one
// "too many attempts" answer.
import type { Context } from 'koa';
import type { OperationId, RequestBody } from './contract-types.ts';
import { ApiError } from './errors.ts';

/**
 * The request's JSON body when it is an object, else `{}`: each field is `unknown` until the
 * handler checks it. For a body the contract's request validation has checked, use `bodyFor`.
 */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body: unknown = ctx.request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/**
 * The body of `operation`'s request, typed from the contract, for a handler that trusts the
 * request validation (server/contract/request-validation.ts) and does not check again what the
 * schema says (types, required fields, lengths, formats), keeping only what it cannot say (a
 * trimmed value, a control character, one field against another). Only where the validation
 * refuses every body the schema refuses: the operation's `400` documents `validation` with a
 * code for every way each field can fail. Where it gives no code (an empty push token's
 * `minLength`, a link's token), the validation leaves the whole body to the route, which must
 * then read it with `bodyOf` and check it by hand.
 */
export function bodyFor<Op extends OperationId>(ctx: Context, operation: Op): RequestBody<Op> {
  void operation; // names the operation at the call site; the type is what it gives
  return bodyOf(ctx) as RequestBody<Op>;
}

/** `429 too_many_attempts` with the seconds to wait, as every throttled operation answers. */
export function tooManyAttempts(wait: number): ApiError {
  return new ApiError(429, 'too_many_attempts', 'Too many attempts. Try again later.', {
    headers: { 'Retry-After': String(wait) },
  });
}
