import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApi } from '../api/ApiContext';
import { updateProfile } from '../api/users';
import { useSession } from '../session/SessionContext';
import { useConfig } from '../config/ConfigContext';
import { LANGUAGE_STORAGE_KEY } from '../config/constants';
import { browserStorage, readItem, writeItem } from '../lib/storage';
import { I18nProvider } from './I18nProvider';
import { pickLanguage, type Language } from './languages';

interface LanguageState {
  language: Language;
  /** The host chose the language (its `language` prop): our switcher stays out of the way. */
  forced: boolean;
  /**
   * The user picks a language: it shows at once and is remembered on this device; signed in, it
   * is also saved as the account's locale (the language of our e-mails). Rejects only when that
   * save fails; the choice still holds on this device. Resolves with where it was saved.
   */
  choose(language: Language): Promise<'device' | 'account'>;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The saved choice on this device, if any (read before the first render to avoid a flash). */
export function readSavedLanguage(): Language | null {
  return pickLanguage(readItem(browserStorage(), LANGUAGE_STORAGE_KEY));
}

/**
 * Where the browser keeps nothing for us (storage blocked), no choice can be remembered: the
 * browser's own languages stand in for it, after the account's locale.
 */
function systemLanguage(): Language | null {
  // No window: a render at build time (app/prerender.tsx), which has no browser's languages
  // (Node 21+ has a `navigator` of its own, in the build machine's language).
  if (typeof window === 'undefined' || browserStorage()) return null;
  return navigator.languages.map(pickLanguage).find((language) => language !== null) ?? null;
}

/**
 * The chosen text language (state only; `AccountIntl` shows it): the host's prop, else the user's choice on this device, else the signed-in
 * account's locale, else (where the browser blocks storage) the browser's languages, else
 * `config.defaultLanguage`.
 */
export function LanguageProvider({
  hostLanguage,
  children,
}: {
  hostLanguage?: string;
  children: ReactNode;
}) {
  const config = useConfig();
  const api = useApi();
  const { status, profile, setProfile } = useSession();
  const [saved, setSaved] = useState(readSavedLanguage);
  const [system] = useState(systemLanguage);
  const forced = pickLanguage(hostLanguage);
  const language =
    forced ??
    saved ??
    (status === 'signed-in' ? pickLanguage(profile?.locale) : null) ??
    system ??
    pickLanguage(config.defaultLanguage) ??
    'en';

  const signedIn = status === 'signed-in' && !!profile;
  // Quick successive choices each save (the call is idempotent); only the newest answer may
  // update the profile, so a slow earlier save never brings back an older language.
  const latestSave = useRef(0);
  const choose = useCallback(
    async (next: Language) => {
      writeItem(browserStorage(), LANGUAGE_STORAGE_KEY, next);
      setSaved(next);
      if (!signedIn) return 'device' as const;
      const attempt = ++latestSave.current;
      const updated = await updateProfile(api, { locale: next });
      if (attempt === latestSave.current) setProfile(updated);
      return 'account' as const;
    },
    [api, signedIn, setProfile],
  );

  const value = useMemo(
    () => ({ language, forced: forced !== null, choose }),
    [language, forced, choose],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * Our messages and formats in the chosen language, for our screens only: `AccountRoutes` renders
 * it around them, so a host's components under `AuthProvider` keep the host's own react-intl
 * context (docs/architecture.md, "Providers").
 */
export function AccountIntl({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const { defaultLocale } = useConfig();
  return (
    <I18nProvider language={language} formatLocale={defaultLocale}>
      {children}
    </I18nProvider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside the account AuthProvider');
  return state;
}
