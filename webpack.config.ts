// One build, two compilations, one `dist/`:
//  - `standalone`: the SPA at the root of its own origin. It carries no federation runtime at all
//    (~27 KB gzip saved on the sign-in screen's critical path).
//  - `remote` and `remote-slim`: the Module Federation container `account` that host shells load
//    at run time, with its own federation runtime (mf-manifest.json, chunks in `remote/`) and
//    without (mf-manifest.slim.json, chunks in `remote-slim/`); see remoteContainers below.
//  - `prerender` (production): the screens shown before the app (the sign-in form, the
//    forgot-password screen's forms) rendered at build time into their pages.
//  - `host-kit`: silent-renew.html and the messaging service worker, self-contained, in
//    `host-kit/` for hosts to serve as they are and at the root for this origin.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { ChunkGraph, Configuration, Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { hostKit } from './scripts/host-kit';
import {
  PRERENDER,
  prerenderConfig,
  prerenderedPages,
  prerenderedStyles,
} from './scripts/prerender';
import { ScreenPagesPlugin } from './scripts/screen-pages';
import {
  BuildStatsPlugin,
  baseConfig,
  cssPlugin,
  devServer,
  devPosthog,
  ports,
  precompressPlugins,
  rules,
  sharedSingletons,
  spaPlugins,
  splitChunks,
  withBuildCache,
  type Mode,
} from './scripts/webpack-parts';

// ACCOUNT_DIST builds elsewhere (e.g. benchmark runs that must not touch a dist/ in use).
const dist = path.resolve(__dirname, process.env.ACCOUNT_DIST || 'dist');

export const exposes = {
  './AccountRoutes': './src/exposes/AccountRoutes.tsx',
  './AuthProvider': './src/exposes/AuthProvider.tsx',
  './WhitelabelLogo': './src/exposes/WhitelabelLogo.tsx',
  './OrganizationSwitcher': './src/exposes/OrganizationSwitcher.tsx',
};

function standalone(mode: Mode): Configuration & { devServer?: DevServerConfiguration } {
  const base = baseConfig(mode);
  return {
    ...base,
    name: 'standalone',
    // sign-in.html and forgot-password.html carry the forms the prerender compilation renders
    // (scripts/prerender.ts).
    dependencies: mode === 'production' ? [PRERENDER] : [],
    // /silent-renew.html and /firebase-messaging-sw.js are the host kit's (scripts/host-kit.ts).
    entry: { main: './src/index.ts' },
    // The platform's logos inline, as in the prerendered pages (scripts/webpack-parts.ts).
    module: { rules: rules(mode, 'web', { inlineLogos: true }) },
    optimization: { ...base.optimization, splitChunks },
    output: {
      path: dist,
      publicPath: '/',
      filename: 'static/js/[name].[contenthash:8].js',
      // Lazy chunks by id: the runtime in main.js maps ids to files, and names would add a map
      // of them (0.3 KB gzip on the sign-in screen). The build stats keep the names.
      chunkFilename: 'static/js/[id].[contenthash:8].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
    },
    plugins: [
      ...spaPlugins(path.resolve(__dirname, 'public'), mode),
      // sign-in.html, security.html, …: index.html preloading the screen's chunks; served by the
      // deployment (deploy/nginx/), so the development server needs none of them.
      ...(mode === 'production'
        ? [
            new ScreenPagesPlugin(
              path.resolve(__dirname, 'public/index.html'),
              'main',
              prerenderedPages(dist),
              prerenderedStyles(),
            ),
          ]
        : []),
      new BuildStatsPlugin(),
    ],
    devServer: devServer(
      ports.account,
      path.resolve(__dirname, 'public/config.json'),
      {
        apiUrl: `http://localhost:${ports.api}`,
        logoOrigins: [`http://localhost:${ports.api}`],
        posthog: devPosthog(ports.api),
      },
      // The host demo (another origin) fetches mf-manifest.json and the remote's chunks.
      { headers: { 'Access-Control-Allow-Origin': '*' } },
    ),
  };
}

/**
 * The remote's two containers: the same exposed modules and shared singletons, built twice.
 *  - `default` (mf-manifest.json, remoteEntry.js, chunks in remote/) brings its own federation
 *    runtime: any Module Federation host loads it (webpack, Rspack, Vite), no setting needed.
 *  - `slim` (mf-manifest.slim.json, remoteEntry.slim.js, chunks in remote-slim/) borrows the host's
 *    runtime (`experiments.externalRuntime`): ~24 KB gzip less for hosts built with
 *    @module-federation/enhanced and `experiments.provideExternalRuntime: true` (the host demo).
 */
export const remoteContainers = {
  default: { manifest: 'mf-manifest.json', entry: 'remoteEntry.js', dir: 'remote/' },
  slim: { manifest: 'mf-manifest.slim.json', entry: 'remoteEntry.slim.js', dir: 'remote-slim/' },
} as const;

// The chunks of the exposed modules every host mounts (AuthProvider around its tree, AccountRoutes
// for the screens), and the two first screens a host shows (signed out: the sign-in form; signed
// in: the account centre's frame, around every section).
const hostMounts = new Set([
  '__federation_expose_AuthProvider',
  '__federation_expose_AccountRoutes',
]);
const firstScreens = ['sign-in', 'centre-frame'];

/**
 * A host mounting the remote loads AuthProvider and AccountRoutes, then a first screen: what they
 * need lands in one file (`account-core`) instead of six (the two exposed modules' own, three that
 * webpack cut from what they share with WhitelabelLogo and OrganizationSwitcher, and the form
 * machinery both first screens use, react-hook-form and the form component). Each file is gzipped
 * on its own, so one is smaller: 2.8 KB gzip less for the slim remote's sign-in. The other exposed
 * modules load it too (a host mounts them inside AuthProvider, so it is there already); what only
 * they or one screen use stays theirs.
 */
const remoteSplitChunks = {
  cacheGroups: {
    ...splitChunks.cacheGroups,
    accountCore: {
      name: 'account-core',
      chunks: 'async' as const,
      test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) => {
        // The exposed module itself stays in its chunk: the manifest finds an exposed module's
        // files by that chunk's name (mf-manifest.json, `exposes[].assets`), account-core's too.
        if (/[\\/]src[\\/]exposes[\\/]/.test(module.nameForCondition() ?? '')) return false;
        const names = [...chunkGraph.getModuleChunksIterable(module)].map((c) => c.name ?? '');
        return (
          names.some((name) => hostMounts.has(name)) ||
          firstScreens.every((name) => names.includes(name))
        );
      },
      enforce: true,
      priority: 10,
    },
  },
};

function remote(mode: Mode, container: keyof typeof remoteContainers): Configuration {
  const { manifest, entry, dir } = remoteContainers[container];
  const slim = container === 'slim';
  const base = baseConfig(mode);
  return {
    ...base,
    name: slim ? 'remote-slim' : 'remote',
    entry: {},
    optimization: { ...base.optimization, splitChunks: remoteSplitChunks },
    output: {
      path: dist,
      publicPath: 'auto',
      uniqueName: 'account',
      // Chunks load with crossorigin="anonymous" (answered with CORS, deploy/nginx/): a host sees
      // the real message of an error in them, not "Script error.".
      crossOriginLoading: 'anonymous',
      filename: `${dir}[name].[contenthash:8].js`,
      // By id, as the standalone app's: no map of chunk names in the remote entry.
      chunkFilename: `${dir}[id].[contenthash:8].js`,
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'account',
        filename: entry,
        exposes,
        shared: sharedSingletons(),
        manifest: { fileName: manifest },
        // Hosts get types for the exposed modules: @mf-types.zip / @mf-types.d.ts next to
        // remoteEntry.js (README, "Embedding the remote in a host"). The default container writes
        // them; the slim one's are the same files, so it does not write them a second time.
        dts: slim
          ? false
          : {
              generateTypes: { compileInChildProcess: false },
              consumeTypes: false,
              displayErrorInTerminal: true,
            },
        experiments: {
          externalRuntime: slim,
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      cssPlugin(dir),
      new BuildStatsPlugin(`${dir}build-stats.json`),
      ...precompressPlugins(mode),
    ],
  };
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
  const mode: Mode = argv.mode ?? 'production';
  return withBuildCache('account', mode, __filename, [
    ...(mode === 'production' ? [prerenderConfig(mode, dist)] : []),
    standalone(mode),
    remote(mode, 'default'),
    remote(mode, 'slim'),
    hostKit(mode, dist, { kitDir: true }),
  ]);
};
