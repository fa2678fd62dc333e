// Loader and output settings shared by the account app (standalone + remote) and the host demo,
// so the three compilations transpile and style code the same way.
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import fs from 'node:fs';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Compilation, Compiler, Configuration, Module, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration, Middleware } from 'webpack-dev-server';
import singletons from './shared-singletons.json';

export type Mode = 'development' | 'production';

/**
 * `node`: a build-time render (scripts/prerender.ts) needs class names, not style sheets.
 * `inlineLogos`: the platform's two logos as `data:` URLs in the code instead of files (the
 * standalone app and its prerendered pages; see `platformLogos`).
 */
export function rules(
  mode: Mode,
  target: 'web' | 'node' = 'web',
  { inlineLogos = false }: { inlineLogos?: boolean } = {},
): RuleSetRule[] {
  return [
    {
      // English is the source language and ships with the code: babel-plugin-formatjs turns each
      // message's defaultMessage into its ICU AST (no parser in the browser), so every screen's
      // English text travels in that screen's chunk and no English catalog is loaded
      // (src/i18n/catalogs.ts). Only this plugin runs in Babel; swc does the rest. (swc's own
      // formatjs plugin is built for an older swc_core than ours and fails on some syntax.)
      test: /\.[jt]sx?$/,
      include: [path.resolve(__dirname, '../src')],
      enforce: 'pre',
      use: {
        loader: 'babel-loader',
        options: {
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['jsx', 'typescript'] },
          plugins: [['formatjs', { ast: true }]],
          cacheDirectory: true,
        },
      },
    },
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
            target: 'es2022',
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [
        ...(target === 'web' ? [MiniCssExtractPlugin.loader] : []),
        {
          loader: 'css-loader',
          options: {
            // CSS Modules everywhere: class names are hashed, so the remote's styles can never
            // match elements of a host page, and host selectors cannot target ours by name.
            modules: {
              auto: true,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: mode === 'production' ? 'acc-[hash:base64:6]' : 'acc-[name]-[local]',
              // The same names, without the style sheets, for a render at build time.
              exportOnlyLocals: target === 'node',
            },
            importLoaders: 1,
          },
        },
        // Our modules only (a host demo's own global CSS stays as written).
        {
          loader: 'postcss-loader',
          options: {
            postcssOptions: (loader: { resourcePath: string }) => ({
              plugins: /\.module\.css$/.test(loader.resourcePath)
                ? [path.join(__dirname, 'css-shield.cjs')]
                : [],
            }),
          },
        },
      ],
    },
    {
      test: /\.svg$/,
      oneOf: [
        ...(inlineLogos ? [platformLogos] : []),
        {
          type: 'asset/resource',
          generator: { filename: 'static/media/[name].[contenthash:8][ext]' },
        },
      ],
    },
  ];
}

/**
 * The platform's logo and its dark variant (src/whitelabel/assets/, 0.4 KB gzip each) travel in
 * the standalone app's code and in its prerendered pages as `data:` URLs: the logo is the sign-in
 * page's largest element, and as a file it was requested beside main.js on a slow phone and
 * painted ~0.8 s after the form (Lighthouse's largest contentful paint; bench/README.md). Inline,
 * it paints with the form, and the app's logo is the same URL, so nothing loads or repaints when
 * the app takes the page over. The account's CSP allows `data:` images for it (deploy/csp.ts).
 * The remote keeps files: a host's CSP names the remote's origin for its images, not `data:`.
 */
const platformLogos: RuleSetRule = {
  include: [path.resolve(__dirname, '../src/whitelabel/assets')],
  type: 'asset/inline',
  generator: { dataUrl: svgDataUrl },
};

/**
 * An SVG as a percent-encoded `data:` URL, not base64: 0.3 KB smaller gzipped in the sign-in page
 * (the light and dark logos compress against each other as text). Every character React escapes
 * in an attribute (`" ' & < >`) stays encoded, so the prerendered page and the app carry the same
 * string.
 */
function svgDataUrl(content: Buffer | string): string {
  const svg = content.toString().trim().replace(/>\s+</g, '><');
  const encoded = encodeURIComponent(svg)
    .replace(/%(?:2F|3A|3D|2C|3B|40)/g, (escape) => decodeURIComponent(escape))
    .replace(/'/g, '%27');
  return `data:image/svg+xml,${encoded}`;
}

// React Router 7's package exports only its development build (`dist/development/`, dev warnings
// on) under every condition; its production build (`dist/production/`, the same code with
// ENABLE_DEV_WARNINGS false, so the warnings' code drops out) is not exported, so it is named by
// path. 0.5 KB gzip less on the standalone sign-in screen; the remote shares the host's copy.
const reactRouterDist = path.resolve(__dirname, '../node_modules/react-router/dist/production');
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/**
 * How lazy chunks are cut: one group for what two or more chunks share, packages and our files
 * together. webpack's default puts packages (`defaultVendors`) and our files (`default`) shared
 * by the same chunks into two files, e.g. react-hook-form and the form component every form
 * screen loads together; each file is gzipped on its own, so two files are bigger than one, and
 * one more request. A package only one chunk uses stays in that chunk.
 */
export const splitChunks = { cacheGroups: { defaultVendors: false } } as const;

export function baseConfig(mode: Mode): Configuration {
  return {
    mode,
    // Production maps are build artifacts (error tracking, `npm run bench`): no sourceMappingURL
    // in the shipped files, and the server answers 404 for *.map (deploy/nginx/).
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        // Catalogs ship precompiled (src/i18n/compiled, ICU ASTs): the browser needs no parser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        ...(mode === 'production' ? reactRouterProduction : {}),
      },
    },
    module: { rules: rules(mode) },
    // Ours for the scripts, then webpack's own for the rest (the pages' HTML): it leaves alone
    // what ours has marked minimized.
    optimization: { minimizer: [minimizer(), '...'] },
    performance: { hints: false }, // budgets are enforced by `npm run bench`, on real gzip sizes
    stats: 'errors-warnings',
  };
}

/**
 * The scripts minified by swc (webpack's own minimizer plugin, swc's minifier) instead of
 * webpack's default, Terser, with Terser's defaults as webpack sets them (two compress passes).
 * Measured on the account build, cold: 46 s → 25 s (CPU 79 s → 36 s), and the budgets' sizes
 * the same to 0.1 KB gzip (sign-in 128.6, slim 54.5, default 69.8). `npm test` builds on every
 * run, on two cores.
 */
function minimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

export function cssPlugin(prefix: string): MiniCssExtractPlugin {
  return new MiniCssExtractPlugin({
    filename: `${prefix}[name].[contenthash:8].css`,
    // By id, like the scripts' chunks (webpack.config.ts): no map of names in the runtime.
    chunkFilename: `${prefix}[id].[contenthash:8].css`,
  });
}

/**
 * Writes `build-stats.json` (at `filename`, relative to the output path) after emit: per chunk group
 * (entrypoints and async groups, named or not) its chunks, JS/CSS files and child groups, and per
 * chunk its files and the modules it carries (`node_modules` reduced to the package name) with
 * their source sizes in bytes. A few KB instead of webpack's full stats; `scripts/build.test.mjs`
 * and `npm run bench` read it.
 */
export class BuildStatsPlugin {
  private readonly filename: string;

  constructor(filename = 'build-stats.json') {
    this.filename = filename;
  }

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('BuildStatsPlugin', async (compilation) => {
      const stats = buildStats(compilation);
      const file = path.join(compilation.outputOptions.path ?? '', this.filename);
      const outputFs = compiler.outputFileSystem;
      if (!outputFs) return;
      await new Promise<void>((resolve, reject) =>
        outputFs.writeFile(file, `${JSON.stringify(stats)}\n`, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    });
  }
}

const assetFile = /\.(js|css)$/;

function buildStats(compilation: Compilation) {
  const { chunkGraph, compiler } = compilation;
  const moduleName = (module: Module): string => {
    const resource = (module as { resource?: string }).resource;
    if (resource) {
      const file = resource.split('?')[0]!.replaceAll('\\', '/');
      const i = file.lastIndexOf('/node_modules/');
      if (i >= 0) {
        const [scope, name] = file.slice(i + '/node_modules/'.length).split('/');
        return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
      }
      return path.relative(compiler.context, file).replaceAll('\\', '/');
    }
    const shareKey = (module as { options?: { shareKey?: string } }).options?.shareKey;
    if (shareKey) return `(${module.type}) ${shareKey}`;
    // Extracted CSS and the like: the last request of `loader!loader!./src/x.module.css`.
    const id = module.readableIdentifier(compilation.requestShortener).split('!').pop()!;
    return `(${module.type}) ${id.replace(/^css \.\//, '').replace(/^\.\//, '')}`.slice(0, 120);
  };

  const chunks: Record<string, unknown> = {};
  for (const chunk of compilation.chunks) {
    const modules: Record<string, number> = {};
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // A concatenated module (scope hoisting) stands for the modules it inlines.
      const inner = (module as { modules?: Iterable<Module> }).modules ?? [module];
      for (const m of inner) {
        const name = moduleName(m);
        modules[name] = (modules[name] ?? 0) + m.size();
      }
    }
    chunks[String(chunk.id)] = {
      ...(chunk.name ? { name: chunk.name } : {}),
      initial: chunk.canBeInitial(),
      files: [...chunk.files].filter((f) => assetFile.test(f)).sort(),
      modules: Object.fromEntries(Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))),
    };
  }

  const groups = [...compilation.chunkGroups];
  const index = new Map(groups.map((group, i) => [group, i]));
  const chunkGroups = groups.map((group) => {
    // Where a group is imported from, e.g. `src/index.ts ./bootstrap`. A group imported by a
    // provide-shared or consume-shared module holds the remote's own copy of a shared singleton,
    // which is only loaded when the host does not provide one.
    const origins = group.origins.map((origin) => {
      const from = origin.module ? moduleName(origin.module) : '';
      return origin.request ? `${from} ${origin.request}`.trim() : from;
    });
    const shared = group.origins.some((o) =>
      ['consume-shared-module', 'provide-module'].includes(o.module?.type ?? ''),
    );
    const files = group.chunks
      .flatMap((chunk) => [...chunk.files])
      .filter((f) => assetFile.test(f));
    return {
      index: index.get(group),
      name: group.name ?? null,
      entry: group.isInitial(),
      ...(shared ? { shared: true } : {}),
      origins: [...new Set(origins)],
      chunks: group.chunks.map((chunk) => String(chunk.id)),
      js: files.filter((f) => f.endsWith('.js')),
      css: files.filter((f) => f.endsWith('.css')),
      children: [...group.getChildren()].map((child) => index.get(child)),
    };
  });

  return {
    name: compiler.name,
    mode: compilation.options.mode,
    publicPath: compilation.outputOptions.publicPath,
    chunkGroups,
    chunks,
  };
}

/**
 * The singletons a host and the account remote share: one React, one router context
 * (scripts/shared-singletons.json, which the Rspack host's plain-JS config reads too). Ranges, not
 * pins: a host on another minor of React 19 or React Router 7 keeps its own copy and the remote
 * uses it (scripts/build.test.mjs checks that the versions we build with are in them).
 * `react-router` is shared too: in v7 `react-router-dom` only re-exports it, and a host importing
 * `react-router` must hand the remote the same router context.
 */
export function sharedSingletons(): typeof singletons {
  return structuredClone(singletons);
}

/** Ports of the three local services; `npm start` and the tests read the same values. */
export const ports = {
  api: Number(process.env.API_PORT ?? 4000),
  account: Number(process.env.ACCOUNT_PORT ?? 3001),
  host: Number(process.env.HOST_PORT ?? 3000),
};

/** PostHog in development: the dev API's capture sink (`GET /dev/analytics` lists what it got). */
export function devPosthog(apiPort: number) {
  return { key: 'phc_account_development', host: `http://localhost:${apiPort}/dev/posthog` };
}

/**
 * Development servers answer `/config.json` from the shipped file with the URLs of the ports in
 * use, so `API_PORT=… npm start` needs no edited files. Production serves the file as deployed.
 */
export function configJsonMiddleware(file: string, urls: Record<string, unknown>): Middleware {
  return {
    name: 'config-json',
    path: '/config.json',
    middleware: (
      _req: unknown,
      res: { setHeader(n: string, v: string): void; end(body: string): void },
    ) => {
      const config = { ...JSON.parse(fs.readFileSync(file, 'utf8')), ...urls };
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(config));
    },
  };
}

/**
 * `.gz` and `.br` next to each text file of a production build, for nginx's gzip_static and
 * brotli_static (deploy/nginx/): the best compression once at build time, none per request.
 */
export function precompressPlugins(mode: Mode, exclude?: RegExp) {
  if (mode !== 'production') return [];
  const test = /\.(js|css|html|json|svg|txt|ts)$/;
  return [
    new CompressionPlugin({ test, exclude, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({
      test,
      exclude,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
    }),
  ];
}

/**
 * The page, the static files and the CSS of a single-page app (the silent-renew page and the
 * service worker are the host kit's, scripts/host-kit.ts). The development config.json stays out
 * of the build: development servers answer it (configJsonMiddleware), a deployment renders its
 * own (deploy/render.ts).
 */
export function spaPlugins(publicDir: string, mode: Mode) {
  return [
    new HtmlWebpackPlugin({ template: path.join(publicDir, 'index.html'), chunks: ['main'] }),
    new CopyPlugin({
      patterns: [
        {
          from: publicDir,
          noErrorOnMissing: true,
          globOptions: { ignore: ['**/*.html', '**/config.json'] },
        },
      ],
    }),
    cssPlugin('static/css/'),
    ...precompressPlugins(mode),
  ];
}

/** A development server on this machine only, serving the SPA with a port-aware /config.json. */
export function devServer(
  port: number,
  configFile: string,
  urls: Record<string, unknown>,
  extra: DevServerConfiguration = {},
): DevServerConfiguration {
  return {
    host: '127.0.0.1',
    // The browser opens the pages as localhost, and the live-reload socket goes to the listening
    // address (127.0.0.1), a name the server's same-origin check would otherwise refuse ("Invalid
    // Host/Origin header" on every page); in the host demo, the remote's socket is cross-origin
    // by design. Only local names: the server listens on loopback alone.
    allowedHosts: ['localhost', '127.0.0.1'],
    static: false, // public/ is emitted by CopyPlugin, from memory like the bundles
    port,
    historyApiFallback: true,
    client: { overlay: { warnings: false } },
    setupMiddlewares: (middlewares) => [configJsonMiddleware(configFile, urls), ...middlewares],
    ...extra,
  };
}

/**
 * webpack's persistent cache for each compilation of one build (`account` or `host-demo`), in
 * node_modules/.cache/webpack/: a rebuild after a small change recompiles only what changed.
 * The cache is invalidated by any change to the config files (and what they import), to the
 * lock file's packages, and to the environment the configs read (ports, ACCOUNT_DIST).
 * `WEBPACK_CACHE=0` builds without it (a cold build's time).
 */
export function withBuildCache(
  build: string,
  mode: Mode,
  configFile: string,
  configs: Configuration[],
): Configuration[] {
  if (process.env.WEBPACK_CACHE === '0') return configs;
  return configs.map((config) => ({
    ...config,
    cache: {
      type: 'filesystem',
      name: `${build}-${config.name ?? 'main'}-${mode}`,
      version: JSON.stringify([ports, process.env.ACCOUNT_DIST ?? '']),
      buildDependencies: { config: [configFile, __filename] },
    },
  }));
}
