import { brandPalette, contrastRatio, textOn } from './contrast';

describe('textOn', () => {
  it.each([
    ['#0F766E', '#ffffff'], // Globex teal
    ['#C2410C', '#ffffff'], // Acme orange
    ['#3b5bdb', '#ffffff'],
    ['#91a7ff', '#0f1424'],
    ['#ffd43b', '#0f1424'],
  ])('picks readable text on %s', (background, expected) => {
    expect(textOn(background)).toBe(expected);
  });

  it('reaches WCAG AA (4.5:1) on the seed tenants’ colours', () => {
    for (const color of ['#0F766E', '#C2410C']) {
      expect(contrastRatio(textOn(color), color)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('brandPalette', () => {
  const surfaces = { light: ['#ffffff', '#f4f6fb'], dark: ['#182038', '#0f1424'] } as const;
  // Seed tenants, a pale yellow, a mid grey where neither white nor ink reaches 4.5:1, a navy
  // that vanishes on the dark theme, and pure extremes.
  const colours = ['#C2410C', '#0F766E', '#ffd43b', '#777777', '#1a237e', '#ffffff', '#000000'];

  it.each(colours.flatMap((colour) => (['light', 'dark'] as const).map((t) => [colour, t])))(
    'keeps buttons and links of %s at WCAG AA in the %s theme',
    (colour, theme) => {
      const palette = brandPalette(colour, theme as 'light' | 'dark');
      expect(contrastRatio(palette.onPrimary, palette.primary)).toBeGreaterThanOrEqual(4.5);
      for (const surface of surfaces[theme as 'light' | 'dark']) {
        expect(contrastRatio(palette.link, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('keeps a tenant colour that already passes exactly as given', () => {
    expect(brandPalette('#0F766E', 'light')).toMatchObject({ primary: '#0F766E', link: '#0F766E' });
  });

  it('darkens a mid grey until white text reads on it', () => {
    const { primary, onPrimary } = brandPalette('#777777', 'light');
    expect(primary).not.toBe('#777777');
    expect(onPrimary).toBe('#ffffff');
  });
});
