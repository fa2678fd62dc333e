// @ts-check
// A host built with Rspack: the host demo's shell (host-demo/src) mounting the account remote,
// with Module Federation from `@module-federation/enhanced/rspack` and no federation setting of
// its own, so it loads the remote's default container (mf-manifest.json, which brings its runtime).
// `npm run build:hosts` builds it into hosts/rspack/dist; `npm run preview` serves it on :3002.
// Plain JavaScript run by Node itself: under tsx, Rspack's federation runtime (which it reads back
// from its own source with Function.prototype.toString) picks up esbuild's `__name` helper, and
// the page fails with "__name is not defined".
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
/** The same singletons as the account remote and the host demo (scripts/webpack-parts.ts). */
const shared = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/shared-singletons.json'), 'utf8'),
);

/** @type {import('@rspack/core').Configuration} */
export default {
  name: 'rspack-host',
  mode: 'production',
  context: here,
  entry: { main: './src/index.ts' },
  devtool: false,
  output: {
    path: path.join(here, 'dist'),
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
      shared,
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
