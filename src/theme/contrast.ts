/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const INK = '#0f1424';

/** The text colour (white or near-black) that reads best on a tenant's button colour. */
export function textOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** `hex` mixed toward `target` by `amount` (0…1). */
export function mix(hex: string, target: string, amount: number): string {
  const channel = (color: string, i: number) => parseInt(color.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(hex, i) + (channel(target, i) - channel(hex, i)) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The colour closest to `hex` (moving toward black or white only) that reaches `ratio` against
 * every one of `backgrounds`. A tenant's colour that already passes is kept exactly.
 */
export function readableOn(
  hex: string,
  backgrounds: readonly string[],
  toward: 'dark' | 'light',
  ratio = AA_TEXT,
): string {
  const target = toward === 'dark' ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? hex : mix(hex, target, step / 20);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) {
      return candidate;
    }
  }
  return target;
}

/** Our surfaces per theme (the card and the page; src/ui/ui.module.css). */
const SURFACES = {
  light: ['#ffffff', '#f4f6fb'],
  dark: ['#182038', '#0f1424'],
} as const;

/**
 * A tenant's primary colour as buttons and links use it under a theme, at WCAG AA: the button
 * keeps the tenant's colour when white or ink text reaches 4.5:1 on it (else the nearest shade
 * that does), and links get the nearest shade that reads on our surfaces.
 */
export function brandPalette(primary: string, theme: 'light' | 'dark') {
  const text = textOn(primary);
  const button =
    contrastRatio(text, primary) >= AA_TEXT
      ? primary
      : readableOn(primary, [text], text === WHITE ? 'dark' : 'light');
  return {
    primary: button,
    onPrimary: textOn(button),
    link: readableOn(primary, SURFACES[theme], theme === 'light' ? 'dark' : 'light'),
  };
}
