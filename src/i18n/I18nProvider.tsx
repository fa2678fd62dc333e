import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_FORMAT_LOCALE } from '../config/constants';
import { loadCatalog, loadedCatalog, type Messages } from './catalogs';
import { createFormats, FormatsContext } from './formats';
import { pickLanguage, type Language } from './languages';

const CatalogPendingContext = createContext(false);

/** True while the first catalog of the chosen language is still on its way. */
export function useCatalogPending(): boolean {
  return useContext(CatalogPendingContext);
}

interface Shown {
  /** The language asked for, and the one whose messages show (English when it failed). */
  requested: Language;
  language: Language;
  messages: Messages;
}

/**
 * Our own IntlProvider for our own messages, even inside a host that has one: a host's catalog
 * never knows our keys. Text follows `language`; dates, times and money follow `formatLocale`.
 * A language whose catalog is still on its way keeps the previous one on screen until it
 * arrives (on the very first render our screens wait, rather than flash English); a catalog
 * that cannot be fetched leaves English.
 */
export function I18nProvider({
  language: requested,
  formatLocale = DEFAULT_FORMAT_LOCALE,
  children,
}: {
  language: string;
  formatLocale?: string;
  children: ReactNode;
}) {
  const language = pickLanguage(requested) ?? 'en';
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = loadedCatalog(language);
    return messages ? { requested: language, language, messages } : null;
  });

  useEffect(() => {
    if (shown?.requested === language) return;
    let active = true;
    loadCatalog(language).then(
      (messages) => active && setShown({ requested: language, language, messages }),
      (error: unknown) => {
        console.error(`The ${language} messages could not be loaded`, error);
        const english = loadedCatalog('en') as Messages;
        if (active) setShown({ requested: language, language: 'en', messages: english });
      },
    );
    return () => {
      active = false;
    };
  }, [language, shown]);

  // Until the first catalog arrives, the tree still renders, in English, marked pending: our
  // screens (Layout) wait, showing their frame.
  const current = shown ?? { language: 'en' as const, messages: loadedCatalog('en') as Messages };
  const formats = useMemo(
    () => createFormats(formatLocale, current.language),
    [formatLocale, current.language],
  );
  return (
    <CatalogPendingContext.Provider value={shown === null}>
      <IntlProvider locale={current.language} defaultLocale="en" messages={current.messages}>
        <FormatsContext.Provider value={formats}>{children}</FormatsContext.Provider>
      </IntlProvider>
    </CatalogPendingContext.Provider>
  );
}
