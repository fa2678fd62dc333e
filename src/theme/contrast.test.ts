import { contrastRatio, textOn } from './contrast';

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
