import type { APIRequestContext, Page } from '@playwright/test';
import type { SignedIn } from '../fixtures';
import { confirmedAccount } from '../pages';

/**
 * Walks through every screen and step of the product, calling `capture(name)` on each once it
 * is ready. The accessibility tests check each capture in both themes and all languages; the
 * screenshot script photographs them. Navigation is in English; a capture may switch the
 * language and theme, and must leave English on screen again.
 */
export type Capture = (name: string) => Promise<void>;

export interface JourneyTools {
  page: Page;
  request: APIRequestContext;
  apiUrl: string;
  path: (route: string) => string;
  /** Starts signed in where the sign-in is not what the journey shows (../signed-in.ts). */
  signedIn: SignedIn;
  capture: Capture;
}

/** A confirmed account that has not been through onboarding yet. */
export function newUser(request: APIRequestContext, apiUrl: string, label: string) {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  return confirmedAccount(request, apiUrl, {
    name: 'Olga Lima',
    email,
    password: 'violet-harbour-1987',
  });
}

/** A screen's own heading (level 1). */
export const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** One walk through a capability's screens; see `Capture`. */
export type Journey = (tools: JourneyTools) => Promise<void>;
