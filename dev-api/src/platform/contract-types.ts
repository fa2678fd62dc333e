// The contract's types for the dev API: api/openapi.yaml, generated into src/api/schema.d.ts by
// `npm run api:types` (the front end reads the same file). Type-only: nothing of the front end
// is loaded at run time. Handlers name their operation and get its request body and answers.
import type { components, operations } from '../../../src/api/schema.d.ts';

export type { components, operations };

/** A named schema of the contract, e.g. `Schema<'Profile'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** An operation (by its `operationId`). */
export type OperationId = keyof operations;

/** The JSON body an operation's request carries, as the contract declares it. */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: infer Body;
}
  ? NonNullable<Body> extends { content: { 'application/json': infer Json } }
    ? Json
    : never
  : never;

/** The JSON body of an operation's answer with this status. */
export type ResponseBody<
  Op extends OperationId,
  Status extends keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends { content: { 'application/json': infer Json } }
  ? Json
  : never;
