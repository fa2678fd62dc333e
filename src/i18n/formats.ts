import { createContext, useContext } from 'react';
import { DEFAULT_CURRENCY, DEFAULT_FORMAT_LOCALE } from '../config/constants';

/**
 * Dates, times and money. Money and times follow the formatting locale (pt-BR by default: BRL,
 * 24-hour time), which is independent of the text language. A date sits inside a sentence, so
 * its month is spelled out, in the sentence's language ("November 21, 2026", "21 de novembro de
 * 2026"): a numeric 21/11/2026 reads as 11 months into the year to half the English speakers.
 */
export interface Formats {
  locale: string;
  date(value: Date | string | number): string;
  time(value: Date | string | number): string;
  dateTime(value: Date | string | number): string;
  money(amount: number, currency?: string): string;
}

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * The text language in the formatting locale's region (`en` + `pt-BR` → `en-BR`): the month's
 * name must be in the sentence's language; the region keeps what the language leaves open.
 */
function dateLocale(language: string | undefined, locale: string): string {
  if (!language) return locale;
  try {
    const region = new Intl.Locale(locale).region;
    const base = new Intl.Locale(language).language;
    return region ? `${base}-${region}` : base;
  } catch {
    return locale;
  }
}

export function createFormats(
  requested: string = DEFAULT_FORMAT_LOCALE,
  /** The text language; dates spell their month in it (the formatting locale's otherwise). */
  language?: string,
): Formats {
  // A malformed locale must not take the screens down: the product's default instead.
  let locale = DEFAULT_FORMAT_LOCALE;
  try {
    locale = Intl.getCanonicalLocales(requested)[0] ?? DEFAULT_FORMAT_LOCALE;
  } catch {
    console.error(`Unknown formatting locale "${requested}"; using ${DEFAULT_FORMAT_LOCALE}`);
  }
  // Made on first use: the first Intl formatter of a page loads the locale's data (tens of ms
  // on a slow phone), and most screens, sign-in among them, format no date at all.
  const inSentence = dateLocale(language, locale);
  const day = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  const dateFormat = once(() => new Intl.DateTimeFormat(inSentence, day));
  const dateTimeFormat = once(() => new Intl.DateTimeFormat(inSentence, { ...day, ...clock }));
  const timeFormat = once(() => new Intl.DateTimeFormat(locale, clock));
  const toDate = (value: Date | string | number) =>
    value instanceof Date ? value : new Date(value);
  return {
    locale,
    date: (value) => dateFormat().format(toDate(value)),
    time: (value) => timeFormat().format(toDate(value)),
    dateTime: (value) => dateTimeFormat().format(toDate(value)),
    money: (amount, currency = DEFAULT_CURRENCY) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
  };
}

export const FormatsContext = createContext<Formats>(createFormats());

export function useFormats(): Formats {
  return useContext(FormatsContext);
}
