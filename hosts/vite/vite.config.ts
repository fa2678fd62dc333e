// A host built with Vite: the host demo's shell (host-demo/src) mounting the account remote, with
// Module Federation from `@module-federation/vite` and no federation setting of its own, so it
// loads the remote's default container (mf-manifest.json, which brings its runtime).
// `npm run build:hosts` builds it into hosts/vite/dist; `npm run preview` serves it on :3003.
import path from 'node:path';
import { federation } from '@module-federation/vite';
import { defineConfig } from 'vite';
// The same singletons as the account remote and the host demo (scripts/webpack-parts.ts).
import shared from '../../scripts/shared-singletons.json';

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  root: import.meta.dirname,
  // The account's host kit (silent-renew.html, its script, the service worker) at the root, as
  // every host serves it: from the account build, so build the account first.
  publicDir: path.join(root, 'dist/host-kit'),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Content-hashed files under /static/, which the host's server caches for a year.
    assetsDir: 'static',
    target: 'es2022',
    rolldownOptions: {
      // react-router's "use client" means nothing in a browser bundle: not worth a warning.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  plugins: [
    federation({
      name: 'vite_host',
      // No build-time remotes: the manifest URL is configuration, registered at run time.
      remotes: {},
      shared,
      manifest: false,
      dts: false,
    }),
  ],
});
