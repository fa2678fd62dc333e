import fs from 'node:fs';
import path from 'node:path';
import { brandPalette, contrastRatio } from './contrast';

/*
 * The contrast rules, read from the token block of src/ui/ui.module.css itself: a token changed
 * there to a colour that breaks a rule fails here.
 */
const css = fs.readFileSync(path.resolve(__dirname, '../ui/ui.module.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in ui.module.css`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--acc-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]),
  );
}

type Theme = 'light' | 'dark';

/** The colour tokens as a theme resolves them, with a tenant's overrides (as Layout sets them). */
function tokens(theme: Theme, overrides: Record<string, string> = {}): Record<string, string> {
  const raw = {
    ...block('.root'),
    ...(theme === 'dark' ? block(".root[data-theme='dark']") : {}),
    ...overrides,
  };
  const resolve = (value: string): string => {
    const reference = /^var\((--acc-[\w-]+)(?:,\s*(.+))?\)$/.exec(value);
    if (!reference) return value;
    const [, name, fallback] = reference;
    if (raw[name!] !== undefined) return resolve(raw[name!]!);
    if (fallback === undefined) throw new Error(`${name} has no value`);
    return resolve(fallback);
  };
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, resolve(value)]));
}

function brand(colour: string, theme: Theme) {
  const palette = brandPalette(colour, theme);
  return {
    '--acc-primary': palette.primary,
    '--acc-on-primary': palette.onPrimary,
    '--acc-link': palette.link,
  };
}

// No brand, the seed tenants (orange, teal), a pale yellow and a dark navy.
const brands = [null, '#C2410C', '#0F766E', '#ffd43b', '#1a237e'];
const cases = brands.flatMap((colour) =>
  (['light', 'dark'] as const).map((theme) => [colour ?? 'no brand', theme] as const),
);

describe.each(cases)('tokens with %s in the %s theme', (colour, theme) => {
  const t = tokens(theme, colour === 'no brand' ? {} : brand(colour, theme));
  const backgrounds = [t['--acc-bg']!, t['--acc-surface']!];

  it('keeps text, muted text and links at 4.5:1 on the page and the card', () => {
    const failures = backgrounds.flatMap((background) =>
      ['--acc-text', '--acc-muted', '--acc-link', '--acc-danger', '--acc-success']
        .filter((name) => t[name] && contrastRatio(t[name], background) < 4.5)
        .map((name) => `${name} ${t[name]} on ${background}`),
    );
    expect(failures).toEqual([]);
  });

  it('keeps button text at 4.5:1 on primary and danger buttons', () => {
    expect(contrastRatio(t['--acc-on-primary']!, t['--acc-primary']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['--acc-on-danger']!, t['--acc-danger']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring and control boundaries at 3:1 against the backgrounds (WCAG 1.4.11)', () => {
    for (const background of backgrounds) {
      expect(contrastRatio(t['--acc-focus']!, background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(t['--acc-control-border']!, background)).toBeGreaterThanOrEqual(3);
    }
  });
});

it('makes the focus ring follow the brand', () => {
  for (const theme of ['light', 'dark'] as const) {
    const palette = brandPalette('#C2410C', theme);
    expect(tokens(theme, brand('#C2410C', theme))['--acc-focus']).toBe(palette.link);
  }
});

it('keeps raw colours in the token blocks only, in every stylesheet of ours', () => {
  const src = path.resolve(__dirname, '..');
  const sheets = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'));
  expect(sheets.length).toBeGreaterThan(1);
  // The sign-in providers' buttons wear their own companies' colours, as their brand rules ask:
  // not the theme's, and kept in that one file.
  const providerBrands = path.join('features', 'federation', 'brands.module.css');
  expect(sheets).toContain(providerBrands);
  const found = sheets
    .filter((file) => file !== providerBrands)
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      const outside = text.replace(/\.root(\[data-theme='dark'\])? \{[^}]*\}/g, '');
      return (outside.match(/#[0-9a-f]{3,8}\b|rgba?\(/gi) ?? []).map((hit) => `${file}: ${hit}`);
    });
  expect(found).toEqual([]);
});
