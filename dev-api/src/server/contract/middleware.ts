// Checks every request and response of the app against api/openapi.yaml (openapi-contract.ts)
// and reports each departure; the answer itself is left as it is. The tests' servers turn it on
// (`AppOptions.contract`) and fail when anything was reported. Outermost, so it sees the final
// answer, errors included.
import type { Middleware } from 'koa';
import type { Contract } from './openapi-contract.ts';

export type ContractReport = (violation: string) => void;

let contract: Promise<Contract> | undefined;

export function contractMiddleware(report: ContractReport): Middleware {
  // Compiled once per process, when the first checking app is built; apps that do not check never
  // compile it (request-validation.ts reads the same document for every app, but only the
  // request bodies). A failure is reported with each request (below), not thrown at nobody.
  if (!contract) {
    contract = import('./openapi-contract.ts').then((module) => module.loadContract());
    contract.catch(() => {});
  }
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const checker = await contract!.catch((error: unknown) => {
        report(`api/openapi.yaml could not be loaded: ${String(error)}`);
        return undefined;
      });
      const violations = checker?.check({
        method: ctx.method,
        path: ctx.path,
        query: ctx.query,
        headers: ctx.headers,
        body: ctx.request.body,
        status: ctx.status,
        responseHeaders: ctx.response.headers,
        responseBody: ctx.body,
      });
      for (const violation of violations ?? []) report(violation);
    }
  };
}
