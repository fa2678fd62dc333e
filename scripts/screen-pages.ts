// One copy of index.html per screen (`sign-in.html`, `security.html`, …) that also names, with
// <link rel="preload">, the files main.js would request first on that screen: the screen's chunk
// group (its `chunk` in the route manifest, src/config/paths.ts) and, where the session engine loads at once
// (src/session/start.ts), the engine's. The browser then downloads them with main.js instead of
// one round trip after it has run. The server answers a screen's address with its page
// (deploy/nginx/account.conf.template; sirv and other static servers try `$uri.html` by
// themselves), any other route with index.html. Nothing is fetched that the page would not have
// fetched anyway. A page with markup rendered at build time (the sign-in form) carries its style
// sheets inline instead, so it paints in one round trip, and names its scripts for after that
// paint (AFTER_PAINT_SCRIPTS); the account's CSP allows the inline elements of every page by
// their hashes (deploy/render.ts).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import type { AccountConfig } from '../src/config/config';
import { manifestEntries, routeManifest, type RouteName } from '../src/config/paths';
import { sessionStart } from '../src/session/start';

/**
 * The `<meta name>` that lists a page-with-markup's scripts, requested by the page's script after
 * its first paint (public/index.html): the chunks to preload, then the entry, last.
 */
const AFTER_PAINT_SCRIPTS = 'account-scripts';

/** The chunk group of each screen: its `chunk` in the route manifest (src/config/paths.ts). */
export function screenChunkName(route: RouteName): string {
  return routeManifest[route].chunk;
}

/** The session engine's chunk group (src/session/store.ts). */
export const SESSION_CHUNK = 'session';

export interface ScreenPage {
  route: RouteName;
  /** The file next to index.html, named by the route's segment. */
  file: string;
  /** The chunk groups it preloads, in order. */
  groups: string[];
}

/**
 * The pages: every route the manifest gives an address of its own (`page`). The account home is
 * not one, as preloadScreen leaves it out: a signed-out visitor there goes to `unauthorized`.
 */
export function screenPages(): ScreenPage[] {
  return manifestEntries
    .filter(([, entry]) => entry.page)
    .map(([name, entry]) => {
      const route = name as RouteName;
      // With no stored session (storage undefined): does the engine load as the page starts?
      const { deferred } = sessionStart(
        { basePath: '' } as AccountConfig,
        `/${entry.path}`,
        undefined,
      );
      return {
        route,
        file: `${entry.path}.html`,
        groups: deferred ? [screenChunkName(route)] : [screenChunkName(route), SESSION_CHUNK],
      };
    });
}

/** Files of the named chunk groups that the entry does not already load, JS first. */
function preloadFiles(compilation: Compilation, entry: string, groups: string[]) {
  const loaded = new Set(compilation.entrypoints.get(entry)?.getFiles() ?? []);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const name of groups) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) {
      throw new Error(`ScreenPagesPlugin: no chunk group named "${name}" (src/app/screens.ts)`);
    }
    for (const file of group.getFiles()) {
      if (loaded.has(file)) continue;
      if (file.endsWith('.js')) js.add(file);
      else if (file.endsWith('.css')) css.add(file);
    }
  }
  return { js: [...js], css: [...css] };
}

/** A style sheet of the compilation as it will be served, without its source map's comment. */
function styleSheetText(compilation: Compilation, file: string): string {
  const asset = compilation.getAsset(file);
  if (!asset) throw new Error(`ScreenPagesPlugin: no style sheet named ${file}`);
  return asset.source
    .source()
    .toString()
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    .trim();
}

/**
 * Adds the screen pages to a build whose index.html comes from `template` with the entry `entry`
 * (spaPlugins in scripts/webpack-parts.ts): the same HtmlWebpackPlugin settings, one per page.
 */
export class ScreenPagesPlugin {
  private readonly template: string;
  private readonly entry: string;

  /** Markup for a page's `#root`, rendered at build time (scripts/prerender.ts). */
  private readonly prerendered: Partial<Record<RouteName, () => Promise<string>>>;

  /** Chunk groups whose style sheets a page's markup uses though their code comes later. */
  private readonly laterStyles: Partial<Record<RouteName, string[]>>;

  constructor(
    template: string,
    entry = 'main',
    prerendered: Partial<Record<RouteName, () => Promise<string>>> = {},
    laterStyles: Partial<Record<RouteName, string[]>> = {},
  ) {
    this.template = template;
    this.entry = entry;
    this.prerendered = prerendered;
    this.laterStyles = laterStyles;
  }

  apply(compiler: Compiler) {
    const pages = new Map<HtmlWebpackPlugin, ScreenPage>();
    for (const page of screenPages()) {
      const plugin = new HtmlWebpackPlugin({
        template: this.template,
        filename: page.file,
        chunks: [this.entry],
      });
      pages.set(plugin, page);
      plugin.apply(compiler);
    }
    compiler.hooks.thisCompilation.tap('ScreenPagesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'ScreenPagesPlugin',
        (data) => {
          const page = pages.get(data.plugin);
          if (!page) return data; // index.html: every other route
          const { js, css } = preloadFiles(compilation, this.entry, page.groups);
          const link = (href: string, as: string) =>
            // No crossorigin: webpack's and mini-css-extract's own tags have none (the standalone
            // build sets no crossOriginLoading), and a preload is used only when they match.
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as,
              href: `${data.publicPath}${href}`,
            });
          const hasMarkup = page.route in this.prerendered;
          if (!hasMarkup) {
            data.headTags.push(
              ...css.map((file) => link(file, 'style')),
              ...js.map((file) => link(file, 'script')),
            );
            return data;
          }
          // A page with markup needs its styles before it shows, and a style sheet is a second
          // round trip after the page (on a slow phone network, 600 ms): the entry's and the
          // screen's style sheets are put into the page instead, each in a <style> that names
          // its file (`data-href`), where the app's CSS loader looks before it fetches a chunk's
          // style sheet, so none is fetched again. Allowed by their hashes in the CSP
          // (deploy/csp.ts, inlineHashes).
          const inline = (file: string) =>
            HtmlWebpackPlugin.createHtmlTagObject(
              'style',
              { 'data-href': `${data.publicPath}${file}` },
              styleSheetText(compilation, file),
            );
          const prefix = `${data.publicPath}`;
          data.headTags = data.headTags.map((tag) => {
            const href = tag.attributes.href;
            if (tag.tagName !== 'link' || tag.attributes.rel !== 'stylesheet') return tag;
            if (typeof href !== 'string' || !href.startsWith(prefix)) return tag;
            return inline(href.slice(prefix.length));
          });
          // What the markup shows before its code arrives (the sign-in's provider buttons): its
          // style sheets in the page after the screen's, and its code preloaded too, since the
          // app's first render waits for it where the page shows them
          // (features/federation/from-address.ts) and the screen loads it anyway.
          const later = preloadFiles(compilation, this.entry, this.laterStyles[page.route] ?? []);
          data.headTags.push(
            ...[...css, ...later.css.filter((file) => !css.includes(file))].map((file) =>
              inline(file),
            ),
          );
          // Its code comes after its first paint: the entry's script and the chunks it would
          // preload are named, in that order, by <meta name="account-scripts">, and the page's
          // script (public/index.html) requests them once the form has painted, logo included
          // (at once where the page shows none of its markup). The page has the network and the
          // main thread to itself until then, and the app's code is not part of its first paint.
          const entryScripts = data.headTags.filter(
            (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string',
          );
          if (entryScripts.length === 0) throw new Error('ScreenPagesPlugin: no entry script');
          data.headTags = data.headTags.filter((tag) => !entryScripts.includes(tag));
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('meta', {
              name: AFTER_PAINT_SCRIPTS,
              content: [
                ...[...js, ...later.js.filter((file) => !js.includes(file))].map(
                  (file) => `${data.publicPath}${file}`,
                ),
                ...entryScripts.map((tag) => tag.attributes.src as string),
              ].join(' '),
            }),
          );
          return data;
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(
        'ScreenPagesPlugin',
        async (data) => {
          const page = pages.get(data.plugin);
          const render = page && this.prerendered[page.route];
          if (!render) return data;
          const root = '<div id="root"></div>';
          if (!data.html.includes(root))
            throw new Error(`ScreenPagesPlugin: no ${root} in the page`);
          return {
            ...data,
            html: data.html.replace(root, `<div id="root">${await render()}</div>`),
          };
        },
      );
    });
  }
}
