import type { ReactNode } from 'react';
import { useBrand } from '../whitelabel/WhitelabelContext';
import { textOn } from '../theme/contrast';
import { useTheme } from '../theme/ThemeContext';
import styles from './ui.module.css';

/** The frame every account screen renders in: themed, branded, scoped. */
export function Layout({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  const { theme } = useTheme();
  const brand = useBrand();
  // The tenant's colour themes buttons and links; button text follows it for contrast.
  const style = brand?.primaryColor
    ? {
        ['--acc-primary' as string]: brand.primaryColor,
        ['--acc-on-primary' as string]: textOn(brand.primaryColor),
      }
    : undefined;
  return (
    <div className={styles.root} data-theme={theme} style={style}>
      {/* Standalone, we own the page and its main landmark; inside a host, the host does. */}
      {standalone ? <main className={styles.main}>{children}</main> : children}
    </div>
  );
}
