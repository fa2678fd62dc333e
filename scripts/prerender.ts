// The screens shown before the app (the sign-in form, the forgot-password screen's two forms),
// rendered at build time (src/app/prerender.tsx): a Node compilation of the same sources with
// the same loaders, so class names match the app's style sheets. The standalone compilation runs
// after it and puts the markup into their pages (scripts/screen-pages.ts).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { LOGO_HEIGHT_PX } from '../src/config/constants';
import { QUERY_INTERACTION, QUERY_PROVIDERS } from '../src/config/constants';
import { routes, type RouteName } from '../src/config/paths';
import { LINK_TOKEN_PARAM } from '../src/lib/link-token';
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
      // The assets' addresses as the app's.
      publicPath: '/',
      clean: true,
    },
    // The platform's logos inline, as the standalone app's: the page's logo is the app's.
    module: { rules: rules(mode, 'node', { inlineLogos: true }) },
    // No page, no style sheets, no compressed copies: only the Node bundle (and the assets it
    // imports), in a cache directory.
    plugins: [],
  };
}

/**
 * The logo (or its placeholder) has its height in a style attribute the CSP would refuse in HTML;
 * the style sheet gives the same height.
 */
const PLACEHOLDER_STYLE = ` style="height:${LOGO_HEIGHT_PX}px"`;

/**
 * A screen shown before the app (docs/architecture.md, "The pages before the app"): where the
 * page's script (public/index.html) shows it, and where its form posts as a plain HTML form
 * until the app has taken it over.
 */
export interface PrerenderedScreen {
  route: RouteName;
  /** The query it is rendered for (the app shows this form only with it). */
  query?: string;
  /**
   * The address's parameter it needs (`data-needs`): shown only when the address has it, a value
   * the app accepts (/^[A-Za-z0-9_-]{1,64}$/); the form's hidden field of that name, if it has
   * one, takes it (a mailed link's token).
   */
  needs?: string;
  /** Parameters with which the app shows something else (`data-without`). */
  without?: readonly string[];
  /**
   * The API's path the form posts to as a plain HTML form (`data-action`, joined to the API's
   * address the deployment writes into the page; `{needs}` in it stands for the parameter's
   * value), with a hidden `language` field.
   */
  action?: string;
  /**
   * Chunk groups whose style sheets the markup uses though their code loads later (the sign-in's
   * provider buttons, shown by the page's script before the app: scripts/screen-pages.ts puts
   * their sheets into the page too, and preloads their code).
   */
  styles?: readonly string[];
}

/**
 * The sign-in form is rendered with a model of each provider button (its brand's, and the last
 * any other's), each with its "Development" and "Last used" notes, for the page's script to
 * copy for the providers the address names (public/index.html; docs/federation.md, "Before the
 * page paints"). `PROVIDER` stands for the configured name in each language's label.
 */
export const MODEL_PROVIDER_NAME = 'PROVIDER';
const MODEL_PROVIDERS = ['google', 'apple', 'microsoft', 'github', 'other']
  .map((id) => `${id}:${MODEL_PROVIDER_NAME}:d`)
  .join(',');

export const prerenderedScreens: readonly PrerenderedScreen[] = [
  // Back from a provider with a step waiting (federation=link|two_step): the app shows that step,
  // not the form (docs/sign-in.md, "Back from a provider").
  {
    route: 'signIn',
    query: `${QUERY_INTERACTION}=prerendered&${QUERY_PROVIDERS}=${MODEL_PROVIDERS}`,
    needs: QUERY_INTERACTION,
    without: ['federation'],
    // The authority's login step for this interaction (dev-api/src/sign-in/plain-pages.ts).
    action: `auth/oidc/interaction/{${QUERY_INTERACTION}}/login`,
    // The provider buttons' (src/features/federation/from-address.ts).
    styles: ['federation-buttons'],
  },
  // The forgot-password screen: the request form at its address, the new password for a link.
  { route: 'forgotPassword', without: [LINK_TOKEN_PARAM], action: 'accounts/password-reset' },
  {
    route: 'forgotPassword',
    query: `${LINK_TOKEN_PARAM}=prerendered`,
    needs: LINK_TOKEN_PARAM,
    action: 'accounts/password-reset/confirm',
  },
];

/** The form's plain-post additions: where it posts, its language, the field the page fills. */
function plainForm(html: string, screen: PrerenderedScreen, language: Language): string {
  if (!screen.action) return html;
  const forms = html.match(/<form\b/g) ?? [];
  if (forms.length !== 1) {
    throw new Error(`The prerendered ${screen.route} has ${forms.length} forms, not one`);
  }
  const hidden = [
    `<input type="hidden" name="language" value="${language}"/>`,
    // Where the action names the parameter, the page puts it into the path instead.
    screen.needs && !screen.action.includes(`{${screen.needs}}`)
      ? `<input type="hidden" name="${screen.needs}" value=""/>`
      : '',
  ].join('');
  return html.replace(
    /<form\b([^>]*)>/,
    `<form method="post" data-action="${screen.action}"$1>${hidden}`,
  );
}

/**
 * Each page's screens in every language, each in a `<template>` for the page's start script
 * (public/index.html) to pick, with the address it was rendered for and what it needs of the
 * address. Fails the build on markup the page's CSP would block.
 */
export function prerenderedPages(dist: string): Partial<Record<RouteName, () => Promise<string>>> {
  const renderer = () => {
    const file = path.join(prerenderDir(dist), 'prerender.js');
    const load = createRequire(__filename);
    // A watch rebuild writes a new bundle: read it fresh.
    for (const key of Object.keys(load.cache)) {
      if (key.startsWith(prerenderDir(dist))) delete load.cache[key];
    }
    return load(file) as {
      renderScreen(language: Language, address: string): Promise<string>;
    };
  };
  const variants = async (screen: PrerenderedScreen) => {
    const at = `/${routes[screen.route]}`;
    const rendered = await Promise.all(
      LANGUAGES.map(async (language) => {
        const address = screen.query ? `${at}?${screen.query}` : at;
        const html = (await renderer().renderScreen(language, address))
          .replaceAll(PLACEHOLDER_STYLE, '')
          // React hoists a preload for each image ahead of the markup: the logo is in the markup
          // itself, and the page's script picks its variant (the dark one, or none for a tenant)
          // before anything loads, so the light one preloaded would be fetched for nothing; and
          // the root's first element must be the screen's own (the script themes it).
          .replace(/^(?:<link [^>]*>)+/, '');
        const blocked = /<[^>]+\sstyle="[^"]*"|<script|\son[a-z]+="/i.exec(html);
        if (blocked) {
          throw new Error(
            `The prerendered ${screen.route} has markup the CSP blocks: ${blocked[0]}`,
          );
        }
        const needs = screen.needs ? ` data-needs="${screen.needs}"` : '';
        const without = screen.without ? ` data-without="${screen.without.join(' ')}"` : '';
        // The links in it are the root's (no base path): the page's script shows it only there.
        return `<template data-language="${language}" data-path="${at}"${needs}${without}>${plainForm(html, screen, language)}</template>`;
      }),
    );
    return rendered.join('');
  };
  const pages: Partial<Record<RouteName, () => Promise<string>>> = {};
  for (const route of new Set(prerenderedScreens.map((screen) => screen.route))) {
    pages[route] = async () =>
      (
        await Promise.all(
          prerenderedScreens.filter((screen) => screen.route === route).map(variants),
        )
      ).join('');
  }
  return pages;
}

/** Each page's later style sheets (`styles` of its screens), for scripts/screen-pages.ts. */
export function prerenderedStyles(): Partial<Record<RouteName, string[]>> {
  const styles: Partial<Record<RouteName, string[]>> = {};
  for (const screen of prerenderedScreens) {
    styles[screen.route] = [
      ...new Set([...(styles[screen.route] ?? []), ...(screen.styles ?? [])]),
    ];
  }
  return styles;
}
