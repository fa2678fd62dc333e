import * as z from 'zod/mini';
import { WHITELABEL_APP } from '../config/constants';
import { isAllowedDocumentUrl, isAllowedLogoUrl } from '../lib/logo-url';
import type { ApiClient } from './client';
import { conforms, type Schemas } from './contract';

/** A tenant's brand: the contract's `Whitelabel` (api/openapi.yaml). */
export type Brand = Schemas['Whitelabel'];

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

export async function fetchBrand(
  client: ApiClient,
  id: string,
  logoOrigins: readonly string[],
  signal?: AbortSignal,
): Promise<Brand> {
  const query = new URLSearchParams({ app: WHITELABEL_APP });
  const data = await client.request<unknown>(`whitelabels/${encodeURIComponent(id)}?${query}`, {
    auth: 'public',
    signal,
  });
  const parsed = brandSchema(logoOrigins).safeParse(data);
  if (parsed.success) return parsed.data;
  console.warn(`The brand of ${id} was refused (${refusedFields(parsed.error)})`);
  throw parsed.error;
}
