import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogPending } from '../i18n/I18nProvider';
import { textDirection } from '../i18n/languages';
import { useBrand } from '../whitelabel/WhitelabelContext';
import { brandPalette } from '../theme/contrast';
import { useTheme } from '../theme/ThemeContext';
import { useLocation } from 'react-router';
import { useConfig } from '../config/ConfigContext';
import { routeAt } from '../config/paths';
import { LanguageSwitcher } from '../features/language-choice/LanguageSwitcher';
import { Notices } from './Notices';
import { LoadingWaits, useWaits } from '../ui/Loading';
import styles from '../ui/ui.module.css';

/** The frame every account screen renders in: themed, branded, scoped. */
export function Layout({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  const { theme } = useTheme();
  // The language on screen (a newly chosen one shows once its catalog has arrived).
  const language = useIntl().locale;
  const pending = useCatalogPending();
  const { waiting, register } = useWaits();
  const brand = useBrand();
  // The profile holds the language among its preferences: no second switch under it.
  const { basePath } = useConfig();
  const inPage = routeAt(basePath, useLocation().pathname) === 'profile';
  // The tenant's colour themes buttons and links, in shades that keep WCAG AA contrast.
  const palette = brand?.primaryColor ? brandPalette(brand.primaryColor, theme) : null;
  const style = palette
    ? {
        ['--acc-primary' as string]: palette.primary,
        ['--acc-on-primary' as string]: palette.onPrimary,
        ['--acc-link' as string]: palette.link,
      }
    : undefined;
  // Standalone, we own the page: its main and footer landmarks, the document's language and
  // its theme (set before the first paint by index.html, kept in step here). Inside a host, the
  // host owns those; `lang` on our root still tells assistive technology.
  useEffect(() => {
    if (!standalone) return;
    document.documentElement.lang = language;
    document.documentElement.dir = textDirection(language);
    document.documentElement.dataset.theme = theme;
  }, [standalone, language, theme]);
  // The chosen language's first catalog is on its way: our frame, without English text.
  if (pending) return <div className={styles.root} data-theme={theme} style={style} />;
  return (
    <div
      className={styles.root}
      data-theme={theme}
      style={style}
      lang={language}
      dir={textDirection(language)}
    >
      <Notices />
      <LoadingWaits value={register}>
        {standalone ? <main className={styles.main}>{children}</main> : children}
      </LoadingWaits>
      {inPage ? null : standalone ? (
        <footer className={styles.footer} hidden={waiting}>
          <LanguageSwitcher />
        </footer>
      ) : (
        <div className={styles.footer} hidden={waiting}>
          <LanguageSwitcher />
        </div>
      )}
    </div>
  );
}
