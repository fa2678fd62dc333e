// A host built with Rspack: the host demo's shell (host-demo/src) mounting the account remote,
// with Module Federation from `@module-federation/enhanced/rspack` and no federation setting of
// its own, so it loads the remote's default container (mf-manifest.json, which brings its runtime).
// `npm run build:hosts` builds it into hosts/rspack/dist; `npm run preview` serves it on :3002.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { sharedSingletons } from '../../scripts/webpack-parts';

const root = path.resolve(__dirname, '../..');

export default function config(): Configuration {
  return {
    name: 'rspack-host',
    mode: 'production',
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'rspack_host',
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/[name].[contenthash:8].js',
      cssFilename: 'static/css/[name].[contenthash:8].css',
      cssChunkFilename: 'static/css/[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'rspack_host',
        // No build-time remotes: the manifest URL is configuration, registered at run time.
        remotes: {},
        shared: sharedSingletons(),
        // A host: no manifest or types of its own to publish.
        manifest: false,
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({ template: path.join(root, 'host-demo/public/index.html') }),
      // The account's host kit (silent-renew.html, its script, the service worker) at the root,
      // as every host serves it: from the account build, so build the account first.
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(root, 'dist/host-kit') }] }),
    ],
    performance: { hints: false },
  };
}
