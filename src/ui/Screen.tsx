import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { usePageView } from '../integrations/IntegrationsContext';
import { WhitelabelLogo } from '../whitelabel/WhitelabelLogo';
import styles from './ui.module.css';

interface ScreenProps {
  title: ReactNode;
  children?: ReactNode;
  /** Center the content (status screens). */
  centered?: boolean;
}

/**
 * What a screen shows right under its heading for whoever wraps it (the passkey offer after a
 * password sign-in, app/PasskeyOfferSlot.tsx): in the screen's own flow, where the user's
 * attention is, not in a card of its own. Given a way to put the focus back on the heading.
 */
export const ScreenLead = createContext<((focusHeading: () => void) => ReactNode) | null>(null);

/**
 * Set by a frame that already shows the tenant's logo around its screens (the account centre,
 * docs/account-centre.md): its screens then show no logo of their own and take the frame's
 * panel class instead of the card.
 */
export const ScreenFrame = createContext<{ panelClassName: string } | null>(null);

/**
 * One screen: the tenant's logo, a heading that takes focus when the screen appears (so screen
 * readers announce the change of page), and the content. Showing one records the page view.
 */
export function Screen({ title, children, centered = false }: ScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const lead = useContext(ScreenLead);
  // Found by its id, not the ref, in what the lead is given: it runs later, on a press.
  const headingId = useId();
  const frame = useContext(ScreenFrame);
  usePageView();
  useEffect(() => {
    // Unless the user is already in it (a form the page showed before the app: sign-in.html).
    if (card.current?.contains(document.activeElement)) return;
    heading.current?.focus();
  }, []);
  const box = frame?.panelClassName ?? styles.card;
  return (
    <div ref={card} className={centered ? `${box} ${styles.center}` : box}>
      {frame ? null : (
        <div className={styles.brand}>
          <WhitelabelLogo />
        </div>
      )}
      <h1 id={headingId} className={styles.title} tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {lead?.(() => document.getElementById(headingId)?.focus())}
      {children}
    </div>
  );
}

export function Text({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export { styles as ui };
