import { createContext, useContext } from 'react';
import { DEFAULT_CURRENCY, DEFAULT_FORMAT_LOCALE } from '../config/constants';

/**
 * Dates, times and money in the formatting locale (pt-BR by default: `dd/MM/y`, 24-hour time,
 * BRL), which is independent of the text language: an English-speaking user in Brazil still
 * reads 21/11/2026 and 14:05.
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

export function createFormats(requested: string = DEFAULT_FORMAT_LOCALE): Formats {
  // A malformed locale must not take the screens down: the product's default instead.
  let locale = DEFAULT_FORMAT_LOCALE;
  try {
    locale = Intl.getCanonicalLocales(requested)[0] ?? DEFAULT_FORMAT_LOCALE;
  } catch {
    console.error(`Unknown formatting locale "${requested}"; using ${DEFAULT_FORMAT_LOCALE}`);
  }
  // Made on first use: the first Intl formatter of a page loads the locale's data (tens of ms
  // on a slow phone), and most screens, sign-in among them, format no date at all.
  const dateFormat = once(
    () => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }),
  );
  const timeFormat = once(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  const toDate = (value: Date | string | number) =>
    value instanceof Date ? value : new Date(value);
  return {
    locale,
    date: (value) => dateFormat().format(toDate(value)),
    time: (value) => timeFormat().format(toDate(value)),
    dateTime: (value) =>
      `${dateFormat().format(toDate(value))} ${timeFormat().format(toDate(value))}`,
    money: (amount, currency = DEFAULT_CURRENCY) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
  };
}

export const FormatsContext = createContext<Formats>(createFormats());

export function useFormats(): Formats {
  return useContext(FormatsContext);
}
