// The sign-in form rendered at build time (src/app/prerender.tsx): a Node compilation of the same
// sources with the same loaders, so class names match the app's style sheets. The standalone
// compilation runs after it and puts the markup into sign-in.html (scripts/screen-pages.ts).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { LOGO_HEIGHT_PX } from '../src/config/constants';
import { routes } from '../src/config/paths';
import { baseConfig, rules, type Mode } from './webpack-parts';

export const PRERENDER = 'prerender';

/**
 * Where the Node bundle goes: next to webpack's cache, never into what is served; one directory
 * per output directory (a bench build elsewhere runs beside dist/).
 */
export function prerenderDir(dist: string): string {
  const id = createHash('sha256').update(path.resolve(dist)).digest('hex').slice(0, 12);
  return path.resolve(__dirname, '../node_modules/.cache/account-prerender', id);
}

export function prerenderConfig(mode: Mode, dist: string): Configuration {
  const base = baseConfig(mode);
  return {
    ...base,
    name: PRERENDER,
    target: 'node20',
    devtool: false,
    entry: { prerender: './src/app/prerender.tsx' },
    output: {
      path: prerenderDir(dist),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    module: { rules: rules(mode, 'node') },
    // No page, no style sheets, no compressed copies: only the Node bundle (and the assets it
    // imports), in a cache directory.
    plugins: [],
  };
}

/** The placeholder keeps the logo's space with a style attribute the CSP would refuse in HTML. */
const PLACEHOLDER_STYLE = ` style="height:${LOGO_HEIGHT_PX}px"`;

/**
 * The sign-in screen in every language, each in a `<template>` for the page's start script
 * (public/index.html) to pick, with the address it was rendered for. Fails the build on markup
 * the page's CSP would block.
 */
export async function prerenderedSignIn(dist: string): Promise<string> {
  const file = path.join(prerenderDir(dist), 'prerender.js');
  const load = createRequire(__filename);
  // A watch rebuild writes a new bundle: read it fresh.
  for (const key of Object.keys(load.cache)) {
    if (key.startsWith(prerenderDir(dist))) delete load.cache[key];
  }
  const { renderSignIn } = load(file) as {
    renderSignIn(language: Language): Promise<string>;
  };
  const variants = await Promise.all(
    LANGUAGES.map(async (language) => {
      const html = (await renderSignIn(language)).replaceAll(PLACEHOLDER_STYLE, '');
      const blocked = /<[^>]+\sstyle="[^"]*"|<script|\son[a-z]+="/i.exec(html);
      if (blocked) {
        throw new Error(`The prerendered sign-in form has markup the CSP blocks: ${blocked[0]}`);
      }
      // The links in it are the root's (no base path): the page's script shows it only there.
      return `<template data-language="${language}" data-path="/${routes.signIn}">${html}</template>`;
    }),
  );
  return variants.join('');
}
