import styles from './avatar.module.css';

/** The initials of a name (its first and last words), else of an e-mail address. */
export function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const letters = picked.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return (letters || Array.from(email.trim())[0] || '?').toLocaleUpperCase();
}

/**
 * A round badge with the user's initials. Decorative: the name it stands for is always written
 * beside it, so assistive technology skips it.
 */
export function Avatar({
  name,
  email,
  size = 'small',
}: {
  name: string;
  email: string;
  size?: 'small' | 'large';
}) {
  // The initials are drawn by CSS (`content: attr(data-initials)`), not written as text: inside
  // a button named "Olga Lima, account menu", text "OL" would count as visible text missing from
  // the name (WCAG 2.5.3, label in name: Lighthouse's label-content-name-mismatch).
  return (
    <span
      aria-hidden="true"
      data-initials={initials(name, email)}
      className={`${styles.avatar} ${size === 'large' ? styles.large : ''}`}
    />
  );
}
