import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import en from './compiled/en.json';

// Text catalogs, precompiled to ICU ASTs by `npm run i18n:compile` (the bundle carries no ICU
// parser). English is the source language and is bundled; further languages are added here.
const catalogs: Record<string, Record<string, MessageFormatElement[]>> = {
  en: en as Record<string, MessageFormatElement[]>,
};

export function pickLanguage(requested: string): string {
  if (catalogs[requested]) return requested;
  const base = requested.split('-')[0] ?? '';
  return catalogs[base] ? base : 'en';
}

/**
 * Our own IntlProvider for our own messages, even inside a host that has one: a host's catalog
 * never knows our keys. The host may still choose the language through the `language` prop.
 */
export function I18nProvider({ language, children }: { language: string; children: ReactNode }) {
  const lang = pickLanguage(language);
  return (
    <IntlProvider locale={lang} defaultLocale="en" messages={catalogs[lang]}>
      {children}
    </IntlProvider>
  );
}
