// A tenant's brand checked before use (whitelabels.ts, answers.ts; firebase/database.ts for the
// live brand): loaded with the first brand, not with the sign-in screen's first load.
import * as z from 'zod/mini';
import { isAllowedDocumentUrl, isAllowedLogoUrl } from '../lib/logo-url';
import { conforms } from './contract';
import type { Brand } from './whitelabels';

/**
 * A tenant's brand, from the API or the Realtime Database alike. Its logos must be https image
 * URLs on one of `logoOrigins` (config), its documents' links https pages; a brand whose logo or
 * link is refused is refused whole, like any other malformed brand, and the platform's own brand
 * shows instead.
 */
export function brandSchema(logoOrigins: readonly string[]) {
  const logo = z
    .string()
    .check(
      z.refine(
        (value) => isAllowedLogoUrl(value, logoOrigins),
        'must be an https URL on one of the configured logoOrigins',
      ),
    );
  const document = z
    .string()
    .check(z.refine(isAllowedDocumentUrl, 'must be an https URL (http on loopback)'));
  return conforms<Brand>()(
    z.object({
      id: z.string(),
      name: z.string(),
      logo,
      logoDark: logo,
      primaryColor: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
      idleTimeoutMinutes: z.optional(z.number().check(z.int(), z.gte(5), z.lte(1440))),
      keepSignedInDefault: z.optional(z.boolean()),
      documents: z.optional(z.object({ terms: document, privacy: document })),
      // Sign-in with a mailed code (docs/passwordless.md).
      emailCodes: z.optional(z.boolean()),
      // Onboarding's "Create or join an organisation" step (docs/organisations.md).
      onboardingOrganisation: z.optional(z.boolean()),
      // The e-mail address alone first on the sign-in page (docs/sign-in.md).
      identifierFirst: z.optional(z.boolean()),
    }),
  );
}

/** Which fields of a refused brand were wrong (never their values), for the console. */
export function refusedFields(error: z.core.$ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.path.join('.') || '(root)'))].join(', ');
}
