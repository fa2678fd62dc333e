// Bundles the container's entry step (deploy/entry.ts, with the app's config schema and zod) into
// one file the runtime image runs with plain Node: no node_modules in the image.
//   RENDER_DIST=/out/app webpack --config deploy/webpack.render.config.ts   (→ /out/app/render.cjs;
//   without RENDER_DIST: node_modules/.cache/deploy/, out of the linted and committed tree)
import path from 'node:path';
import type { Configuration } from 'webpack';

const config: Configuration = {
  mode: 'production',
  target: 'node20',
  context: path.resolve(__dirname, '..'),
  entry: './deploy/entry.ts',
  output: {
    path: path.resolve(
      process.env.RENDER_DIST || path.join(__dirname, '../node_modules/.cache/deploy'),
    ),
    filename: 'render.cjs',
    library: { type: 'commonjs2' },
  },
  // The real directory of render.cjs at run time (its nginx/ templates sit next to it).
  node: { __dirname: false },
  devtool: false,
  optimization: { minimize: false },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      },
    ],
  },
  stats: 'errors-warnings',
};

export default config;
