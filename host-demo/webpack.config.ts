// The host demo: a small platform shell that loads the `account` remote at run time from its
// manifest URL (read from /config.json), like a real host would.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { hostKit } from '../scripts/host-kit';
import {
  baseConfig,
  devServer,
  devPosthog,
  ports,
  sharedSingletons,
  spaPlugins,
  withBuildCache,
  type Mode,
} from '../scripts/webpack-parts';

const dist = path.resolve(__dirname, 'dist');

function host(mode: Mode): Configuration & { devServer?: DevServerConfiguration } {
  return {
    ...baseConfig(mode),
    name: 'host',
    context: __dirname,
    entry: { main: './src/index.ts' },
    output: {
      path: dist,
      publicPath: '/',
      uniqueName: 'host',
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/[name].[contenthash:8].js',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        // No build-time remotes: the manifest URL is configuration, registered at run time.
        remotes: {},
        shared: sharedSingletons(),
        dts: false,
        // The snapshot plugin is what reads remotes' mf-manifest.json: keep it in the host. The
        // runtime is provided to remotes built without their own (the account's slim container).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      ...spaPlugins(path.resolve(__dirname, 'public'), mode),
    ],
    devServer: devServer(ports.host, path.resolve(__dirname, 'public/config.json'), {
      apiUrl: `http://localhost:${ports.api}`,
      logoOrigins: [`http://localhost:${ports.api}`],
      // This host provides the federation runtime: the remote's slim container borrows it.
      accountManifestUrl: `http://localhost:${ports.account}/mf-manifest.slim.json`,
      accountAppUrl: `http://localhost:${ports.account}/`,
      posthog: devPosthog(ports.api),
    }),
  };
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
  const mode: Mode = argv.mode ?? 'production';
  // The host serves the account's host kit from its root, as any host does (silent sign-in and
  // web push come back to the page's own origin): the same compilation as dist/host-kit/, so
  // the same files (scripts/build.test.mjs compares them), and `npm start` needs no account build.
  return withBuildCache('host-demo', mode, __filename, [
    host(mode),
    hostKit(mode, dist, { kitDir: false }),
  ]);
};
