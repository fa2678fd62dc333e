// The host kit: the two files a host shell serves from the root of its own origin, as they are.
//  - `silent-renew.html` + `silent-renew.js`: the page of a silent sign-in's hidden iframe
//    (redirect_uri `{origin}/silent-renew.html`) and its one script, a fixed name next to it.
//  - `firebase-messaging-sw.js`: the web push service worker (its URL and scope are the origin's
//    root; it reads the Firebase options from its own query string, src/firebase/sw-config.ts).
// A compilation of its own, so the app's chunk splitting never reaches them: each script is one
// file with no chunk loading, no hashed name and no other origin (scripts/build.test.mjs holds it).
// The account build writes them to `dist/host-kit/` (what hosts copy) and, for its own origin, to
// `dist/`; the host demo builds the same files into its root (docs/deploying.md, "Host kit").
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { Compilation, type Compiler, type Configuration } from 'webpack';
import { baseConfig, precompressPlugins, type Mode } from './webpack-parts';

const root = path.resolve(__dirname, '..');
export const KIT_DIR = 'host-kit/';

/** Copies every `host-kit/` file to the output's root (the account origin serves the kit too). */
class KitAtRootPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('KitAtRootPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and the license files, before the .gz/.br siblings are made.
        { name: 'KitAtRootPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.startsWith(KIT_DIR)) continue;
            const asset = compilation.getAsset(name)!;
            compilation.emitAsset(name.slice(KIT_DIR.length), asset.source, {
              minimized: asset.info.minimized,
            });
          }
        },
      );
    });
  }
}

/**
 * The kit's compilation, writing into `outputPath`: under `host-kit/` plus a copy at the root
 * (`kitDir: true`, the account build), or at the root only (the host demo).
 */
export function hostKit(
  mode: Mode,
  outputPath: string,
  { kitDir }: { kitDir: boolean },
): Configuration {
  const base = baseConfig(mode);
  const dir = kitDir ? KIT_DIR : '';
  return {
    ...base,
    name: 'host-kit',
    // The same module ids whichever build runs it: the host demo's files equal dist/host-kit's.
    context: root,
    // Small single-purpose files; a host copies them without maps.
    devtool: false,
    entry: {
      'silent-renew': './src/session/silent-renew.ts',
      'firebase-messaging-sw': './src/firebase/messaging-sw.ts',
    },
    output: {
      path: outputPath,
      publicPath: '/',
      filename: `${dir}[name].js`,
      // A dynamic import stays in its entry's file: nothing to load from anywhere at run time.
      asyncChunks: false,
    },
    optimization: { ...base.optimization, splitChunks: false, runtimeChunk: false },
    plugins: [
      // A static page: its script's name is fixed, so there is nothing to inject.
      new CopyPlugin({
        patterns: [
          { from: path.join(root, 'public/silent-renew.html'), to: `${dir}silent-renew.html` },
        ],
      }),
      ...(kitDir ? [new KitAtRootPlugin()] : []),
      // .gz/.br for the origin's own copies; `host-kit/` holds only the files a host serves.
      ...precompressPlugins(mode, /^host-kit\//),
    ],
  };
}
