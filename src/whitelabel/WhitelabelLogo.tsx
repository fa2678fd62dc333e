import { LOGO_HEIGHT_PX } from '../config/constants';
import { useTheme } from '../theme/ThemeContext';
import type { Theme } from '../theme/theme';
import styles from './WhitelabelLogo.module.css';
import { useBrand } from './WhitelabelContext';

export interface WhitelabelLogoProps {
  /** Height in CSS pixels; the width follows the logo's own proportions. */
  height?: number;
  /** Pulse on a 2 s cycle (loading screens); stays still under prefers-reduced-motion. */
  pulse?: boolean;
  className?: string;
  /**
   * The surface the logo sits on, when it is not the account theme's (a host's light header
   * inside a dark app): `light` shows `logo`, `dark` shows `logoDark`.
   */
  surface?: Theme;
}

/** The tenant's logo (its dark variant under the dark theme); alt text is the tenant's name. */
export function WhitelabelLogo({
  height = LOGO_HEIGHT_PX,
  pulse = false,
  className,
  surface,
}: WhitelabelLogoProps) {
  const brand = useBrand();
  const accountTheme = useTheme().theme;
  const theme = surface ?? accountTheme;
  const classes = [styles.logo, pulse ? styles.pulse : '', className ?? ''].join(' ').trim();
  if (!brand) {
    // Loading: keep the space so nothing moves when the logo arrives.
    return <span className={styles.placeholder} style={{ height }} aria-hidden="true" />;
  }
  return (
    <img
      className={classes}
      src={theme === 'dark' ? brand.logoDark : brand.logo}
      alt={brand.name}
      style={{ height }}
    />
  );
}
