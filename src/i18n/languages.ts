/** The languages users can choose, each named in its own language (endonyms are not translated). */
export const languageNames: Record<string, string> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  es: 'Español',
};
