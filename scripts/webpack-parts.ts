// Loader and output settings shared by the account app (standalone + remote) and the host demo,
// so the three compilations transpile and style code the same way.
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import fs from 'node:fs';
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration, Middleware } from 'webpack-dev-server';
import pkg from '../package.json';

export type Mode = 'development' | 'production';

export function rules(mode: Mode): RuleSetRule[] {
  return [
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
        MiniCssExtractPlugin.loader,
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
            },
          },
        },
      ],
    },
    {
      test: /\.svg$/,
      type: 'asset/resource',
      generator: { filename: 'static/media/[name].[contenthash:8][ext]' },
    },
  ];
}

export function baseConfig(mode: Mode): Configuration {
  return {
    mode,
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        // Catalogs ship precompiled (src/i18n/compiled, ICU ASTs): the browser needs no parser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    },
    module: { rules: rules(mode) },
    performance: { hints: false }, // budgets are enforced by `npm run bench`, on real gzip sizes
    stats: 'errors-warnings',
  };
}

export function cssPlugin(prefix: string): MiniCssExtractPlugin {
  return new MiniCssExtractPlugin({
    filename: `${prefix}[name].[contenthash:8].css`,
    chunkFilename: `${prefix}[name].[contenthash:8].css`,
  });
}

/** The singletons a host and the account remote share: one React, one router context. */
export function sharedSingletons() {
  const dep = pkg.dependencies;
  return {
    react: { singleton: true, requiredVersion: dep.react },
    'react/jsx-runtime': { singleton: true, requiredVersion: dep.react },
    'react-dom': { singleton: true, requiredVersion: dep['react-dom'] },
    'react-router-dom': { singleton: true, requiredVersion: dep['react-router-dom'] },
  };
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

/** `/silent-renew.html`: the iframe page of a silent sign-in, with only its own small script. */
export function silentRenewPage(): HtmlWebpackPlugin {
  return new HtmlWebpackPlugin({
    template: path.resolve(__dirname, '../public/silent-renew.html'),
    filename: 'silent-renew.html',
    chunks: ['silent-renew'],
  });
}

/** The page, the silent-renew page, the static files and the CSS of a single-page app. */
export function spaPlugins(publicDir: string) {
  return [
    new HtmlWebpackPlugin({ template: path.join(publicDir, 'index.html'), chunks: ['main'] }),
    silentRenewPage(),
    new CopyPlugin({ patterns: [{ from: publicDir, globOptions: { ignore: ['**/*.html'] } }] }),
    cssPlugin('static/css/'),
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
    static: false, // public/ is emitted by CopyPlugin, from memory like the bundles
    port,
    historyApiFallback: true,
    client: { overlay: { warnings: false } },
    setupMiddlewares: (middlewares) => [configJsonMiddleware(configFile, urls), ...middlewares],
    ...extra,
  };
}
