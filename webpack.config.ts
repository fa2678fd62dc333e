// One build, two compilations, one `dist/`:
//  - `standalone`: the SPA at the root of its own origin. It carries no federation runtime at all
//    (~27 KB gzip saved on the sign-in screen's critical path).
//  - `remote`: the Module Federation container `account` (remoteEntry.js + mf-manifest.json) that
//    host shells load at run time; its chunks live under `remote/`.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import {
  BuildStatsPlugin,
  baseConfig,
  cssPlugin,
  devServer,
  devPosthog,
  ports,
  precompressPlugins,
  sharedSingletons,
  spaPlugins,
  type Mode,
} from './scripts/webpack-parts';

// ACCOUNT_DIST builds elsewhere (e.g. benchmark runs that must not touch a dist/ in use).
const dist = path.resolve(__dirname, process.env.ACCOUNT_DIST || 'dist');

export const exposes = {
  './AccountRoutes': './src/exposes/AccountRoutes.tsx',
  './AuthProvider': './src/exposes/AuthProvider.tsx',
  './WhitelabelLogo': './src/exposes/WhitelabelLogo.tsx',
};

function standalone(mode: Mode): Configuration & { devServer?: DevServerConfiguration } {
  return {
    ...baseConfig(mode),
    name: 'standalone',
    entry: {
      main: './src/index.ts',
      'silent-renew': './src/session/silent-renew.ts',
      // Web push's service worker, at a fixed name in the origin's root (its scope and URL are
      // what the app registers; hosts serve this file from their root like silent-renew.html).
      'firebase-messaging-sw': {
        import: './src/firebase/messaging-sw.ts',
        filename: 'firebase-messaging-sw.js',
      },
    },
    output: {
      path: dist,
      publicPath: '/',
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/[name].[contenthash:8].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
    },
    plugins: [...spaPlugins(path.resolve(__dirname, 'public'), mode), new BuildStatsPlugin()],
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

function remote(mode: Mode): Configuration {
  return {
    ...baseConfig(mode),
    name: 'remote',
    entry: {},
    output: {
      path: dist,
      publicPath: 'auto',
      uniqueName: 'account',
      // Chunks load with crossorigin="anonymous" (answered with CORS, deploy/nginx/): a host sees
      // the real message of an error in them, not "Script error.".
      crossOriginLoading: 'anonymous',
      filename: 'remote/[name].[contenthash:8].js',
      chunkFilename: 'remote/[name].[contenthash:8].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'account',
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(),
        manifest: { fileName: 'mf-manifest.json' },
        // Hosts get types for the exposed modules: @mf-types.zip / @mf-types.d.ts next to
        // remoteEntry.js, which a host's federation plugin (dts.consumeTypes) downloads.
        dts: {
          generateTypes: { compileInChildProcess: false },
          consumeTypes: false,
          displayErrorInTerminal: true,
        },
        // The host provides the federation runtime (experiments.provideExternalRuntime): the remote
        // ships none of its own, ~24 KB gzip less for every host page that loads it.
        experiments: {
          externalRuntime: true,
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      cssPlugin('remote/'),
      new BuildStatsPlugin('remote/build-stats.json'),
      ...precompressPlugins(mode),
    ],
  };
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
  const mode: Mode = argv.mode ?? 'production';
  return [standalone(mode), remote(mode)];
};
