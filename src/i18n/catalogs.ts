import type { MessageFormatElement } from 'react-intl';
import type { Language } from './languages';

export type Messages = Record<string, MessageFormatElement[]>;

// Catalogs are precompiled ICU ASTs (`npm run i18n:compile`; the bundle carries no parser).
// English needs none: it is every message's defaultMessage, compiled to its AST by the build
// (scripts/webpack-parts.ts), so it travels with each screen's code and shows from an empty
// catalog. Every other language is its own small chunk, fetched when someone needs it.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: unknown }>> = {
  'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './compiled/pt-BR.json'),
  es: () => import(/* webpackChunkName: "lang-es" */ './compiled/es.json'),
  // Made from en.json by `npm run i18n:compile` (formatjs's en-XA pseudo-locale).
  'en-XA': () => import(/* webpackChunkName: "lang-en-XA" */ './compiled/pseudo.json'),
};

const loaded = new Map<Language, Messages>([['en', {}]]);
const loading = new Map<Language, Promise<Messages>>();

/** The catalog if it is already here (English always is). */
export function loadedCatalog(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** Fetches a catalog once; a failed fetch may be tried again later. */
export function loadCatalog(language: Language): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language as Exclude<Language, 'en'>]().then(
      (module) => {
        const messages = module.default as Messages;
        loaded.set(language, messages);
        return messages;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}
