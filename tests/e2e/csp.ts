// A Content-Security-Policy guard for browser journeys: every `securitypolicyviolation` in any
// page or frame of the test (the app, the host demo, the silent-renew iframe, the authority's
// pages) fails the test, with what was blocked and where. Use it instead of ./fixtures:
//   import { expect, test } from './csp';
import { expect, test as base } from './fixtures';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  document: string;
  sample: string;
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
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
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
