// GET /logos/:file — the tenants' logo files. Only the names listed here are served, read
// into memory once, so no request path ever reaches the file system.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import { devApiDir } from '../platform/env.ts';
import { ApiError } from '../platform/errors.ts';
import type { PlatformServices } from '../platform/services.ts';

export const logosDir = path.join(devApiDir, 'public', 'logos');

export const logoFiles: readonly string[] = [
  'acme.svg',
  'acme-dark.svg',
  'globex.svg',
  'globex-dark.svg',
  'initech.svg',
  'initech-dark.svg',
];

export function logoUrl(publicUrl: string, file: string): string {
  return `${publicUrl}/logos/${encodeURIComponent(file)}`;
}

interface LogoFile {
  content: Buffer;
  etag: string;
}

function loadLogos(dir: string): Map<string, LogoFile> {
  const logos = new Map<string, LogoFile>();
  for (const name of logoFiles) {
    const content = fs.readFileSync(path.join(dir, name));
    const etag = createHash('sha256').update(content).digest('base64url').slice(0, 27);
    logos.set(name, { content, etag });
  }
  return logos;
}

export function logoRoutes({ logosDir: dir }: Pick<PlatformServices, 'logosDir'>): Router[] {
  const logos = loadLogos(dir);
  const router = new Router();

  router.get('/logos/:file', (ctx) => {
    const logo = logos.get(ctx.params.file ?? '');
    if (!logo) throw ApiError.notFound('No such logo.');

    ctx.status = 200;
    ctx.type = 'image/svg+xml';
    ctx.etag = logo.etag;
    // Shown as <img> by the account app and host pages on other origins.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly is a document; make sure it could never run script.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = logo.content;
  });

  return [router];
}
