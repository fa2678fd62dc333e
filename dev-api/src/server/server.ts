// Starts the app on a port (0 picks a free one, for tests) and hands back a closer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from './app.ts';
import { systemClock } from '../platform/clock.ts';
import { startEraseJob } from '../privacy/deletion.ts';

export interface ServerOptions extends Omit<AppOptions, 'publicUrl'> {
  port: number;
  /** Defaults to 127.0.0.1: the dev API is for this machine only. */
  host?: string;
  /** Defaults to the address actually bound, e.g. http://127.0.0.1:49152 when port is 0. */
  publicUrl?: string;
}

export interface RunningServer {
  /** The address the server listens on, e.g. http://127.0.0.1:4000. */
  url: string;
  port: number;
  /** The public URL the app builds absolute links from. */
  publicUrl: string;
  server: http.Server;
  /** Stops accepting connections, drops idle keep-alive ones, and waits for the rest. */
  close: () => Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  // The app is built after listening so that, with port 0, it can know its own URL.
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const publicUrl = options.publicUrl ?? url;
  const app = createApp({ ...options, publicUrl });
  server.on('request', app.callback());
  // Accounts whose deletion grace period is over are erased now and then (docs/your-data.md).
  const stopEraseJob = startEraseJob(options.db, options.clock ?? systemClock, {
    logError: options.logError,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    stopEraseJob();
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeIdleConnections();
      // Give in-flight requests a moment, then cut whatever is left.
      setTimeout(() => server.closeAllConnections(), 2000).unref();
    });
    return closing;
  };

  return { url, port, publicUrl, server, close };
}
