// The API contract's types (src/api/schema.d.ts, generated from api/openapi.yaml) as the rest of
// src/api/ uses them: the schemas, an operation's JSON request body and answers, and a check that
// ties each run-time zod schema to the contract type it parses, so a change to either side that
// the other does not follow fails `tsc`.
import type * as z from 'zod/mini';
import type { components, operations } from './schema';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

/** The JSON body the operation takes. */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON body the operation answers with `status`. */
export type ResponseBody<
  Op extends OperationId,
  Status extends keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** The `error` codes one of the document's shared error answers carries. */
export type ErrorCode<Name extends keyof components['responses']> = NonNullable<
  components['responses'][Name] extends { content: { 'application/json': { error?: infer Code } } }
    ? Code
    : never
>;

/** An object type with its intersections merged (`{ a } & { b }` reads as `{ a; b }`). */
type Flat<T> = T extends object ? { [K in keyof T]: T[K] } : T;

/**
 * True when A and B are the same type: the same keys, each as optional and of the same type.
 * Mutual assignability is not enough: `{ a: string }` and `{ a: string; b?: string }` are each
 * assignable to the other.
 */
type Same<A, B> =
  (<X>() => X extends Flat<A> ? 1 : 2) extends <X>() => X extends Flat<B> ? 1 : 2 ? true : false;

/**
 * Returns `schema` unchanged (its own precise type kept, so `parse` answers exactly `T`), and
 * compiles only when what it parses to is exactly `T`: a field the contract adds, drops, makes
 * optional or retypes fails here. A plain annotation (`const s: z.ZodMiniType<T> = …`) or
 * `satisfies` checks only that the schema's output is assignable to `T`, so an optional field the
 * contract added, or one the schema still reads after the contract dropped it, would pass
 * unnoticed (and the annotation would also hide the schema's own type from callers).
 */
export function conforms<T>() {
  return <S extends z.ZodMiniType>(
    schema: S &
      (Same<z.output<S>, T> extends true
        ? unknown
        : { 'the schema parses to': z.output<S>; 'the contract says': T }),
  ): S => schema;
}
