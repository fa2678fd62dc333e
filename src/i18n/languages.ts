/** The text languages we ship a catalog for; English is the source and is always bundled. */
export const LANGUAGES = ['en', 'pt-BR', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages users can choose, each named in its own language (endonyms are not translated). */
export const languageNames: Record<Language, string> = {
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
  const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('-')[0];
  return LANGUAGES.find((language) => language.split('-')[0] === base) ?? null;
}
