// The Content-Security-Policy guard of every browser journey (applied by ./fixtures, so every spec
// has it): each `securitypolicyviolation` in any page or frame of the test's context (the app, the
// host demo, the silent-renew iframe, the authority's pages) is recorded with what was blocked and
// where, and fails the test. A test that causes a violation on purpose opts out with
// `test.use({ allowCspViolations: true })` and reads `cspViolations` itself.
import type { BrowserContext } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  document: string;
  sample: string;
}

/** Starts recording the violations of every page and frame `context` opens from now on. */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)
          .__reportCspViolation;
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          document: event.documentURI,
          sample: event.sample,
        });
      },
      true,
    );
  });
  return violations;
}
