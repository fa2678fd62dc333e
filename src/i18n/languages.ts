/** The text languages users can choose; English is the source and is always bundled. */
export const LANGUAGES = ['en', 'pt-BR', 'es'] as const;

/**
 * The pseudo-locale (docs/theming.md): English accented, about 40% longer and right-to-left, to
 * show text that is not translated, layouts that break on longer text, and physical CSS that does
 * not mirror. Never listed for users; only asked for by its exact tag (a host's `language` prop,
 * the device's saved choice), as the browser test does. Its catalog is a chunk of its own,
 * fetched only then.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

export type Language = (typeof LANGUAGES)[number] | typeof PSEUDO_LANGUAGE;

/** The languages users can choose, each named in its own language (endonyms are not translated). */
export const languageNames: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  es: 'Español',
};

/**
 * One of our languages for a requested tag: exact (any case), then by language (`pt`, `pt-PT` →
 * pt-BR; `es-AR` → es); null when we have none (the caller falls back).
 */
export function pickLanguage(requested: string | null | undefined): Language | null {
  if (!requested) return null;
  const wanted = requested.trim().replace('_', '-').toLowerCase();
  // The exact tag only: no browser or account asking for English gets it.
  if (wanted === PSEUDO_LANGUAGE.toLowerCase()) return PSEUDO_LANGUAGE;
  const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('-')[0];
  return LANGUAGES.find((language) => language.split('-')[0] === base) ?? null;
}

/** The writing direction of a language's text (the pseudo-locale is right-to-left). */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return language === PSEUDO_LANGUAGE ? 'rtl' : 'ltr';
}
