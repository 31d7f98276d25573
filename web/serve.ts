// The web server of one process: what `server.ts` starts in each web process.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import { createWebRuntime, servicesOf } from '@qanoon/services/runtime';
import compression from 'compression';
import express from 'express';
import { createCookies, readCookie } from './app/auth/cookies.server.ts';
import { clickGate } from './app/captcha/click-gate.server.ts';
import { asyncHandler } from './app/http/async-handler.server.ts';
import { servicesAnsweringBusy } from './app/http/busy.server.ts';
import { loopbackOnly } from './app/http/loopback-only.server.ts';
import { nonceOf, securityHeaders } from './app/http/security-headers.server.ts';
import { dropForwardedHeaders, refuseForeignOrigin, refuseOversizedForms, refuseUnreadableAddress } from './app/http/request-guards.server.ts';
import type { QanoonLoadContext } from './app/load-context.ts';
import type { WebEnv } from './env.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const readinessTimeoutMs = 3_000;

/** One web server: the app, its sockets, and a shutdown that lets requests finish. */
export async function serve(env: WebEnv, address: string) {
  const exempt = new Set(env.LIMIT_EXEMPT_ADDRESSES);
  /** The client's address for the abuse limits; null for one LIMIT_EXEMPT_ADDRESSES leaves alone. */
  const clientAddress = (request: express.Request) => (request.ip && !exempt.has(request.ip) ? request.ip : null);
  const production = env.NODE_ENV === 'production';
  const runtime = createWebRuntime(env);
  const app = express();
  app.disable('x-powered-by');
  if (env.TRUST_PROXY > 0) app.set('trust proxy', env.TRUST_PROXY);
  app.use(compression());
  app.use(securityHeaders({ behindTlsProxy: env.TRUST_PROXY > 0 }));
  app.use(refuseUnreadableAddress());
  app.use(refuseForeignOrigin());
  app.use(refuseOversizedForms());
  // The outbox shows every code sent: only a browser on this machine may read it (npm start's demo).
  app.use(loopbackOnly(['/dev/outbox']));

  app.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' });
  });

  app.get(
    '/readyz',
    asyncHandler(async (_request, response) => {
      const timeout = new Promise<{ postgres: boolean; redis: boolean }>((resolve) =>
        setTimeout(() => resolve({ postgres: false, redis: false }), readinessTimeoutMs).unref(),
      );
      const checks = await Promise.race([runtime.readiness(), timeout]).catch(() => ({ postgres: false, redis: false }));
      const failed = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
      response
        .status(failed.length === 0 ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: failed.length === 0 ? 'ready' : 'unavailable', ...checks, failed });
    }),
  );

  const services = servicesAnsweringBusy(servicesOf(runtime));
  const getLoadContext = (request: express.Request, response: express.Response): QanoonLoadContext => {
    return {
      env,
      services,
      client: { address: clientAddress(request) },
      cspNonce: nonceOf(response.locals),
    };
  };

  async function remixHandler() {
    if (production) {
      app.use('/assets', express.static(path.join(here, env.BUILD_DIR, 'client/assets'), { immutable: true, maxAge: '1y' }));
      app.use(express.static(path.join(here, env.BUILD_DIR, 'client'), { maxAge: '1h' }));
      const serverBuild = path.join(here, env.BUILD_DIR, 'server/index.js');
      const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
      return createRequestHandler({ build, mode: 'production', getLoadContext });
    }
    const vite = await import('vite').then((v) => v.createServer({ root: here, server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    return createRequestHandler({
      build: () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
      mode: 'development',
      getLoadContext,
    });
  }

  const { session: sessionCookie, visitor: visitorCookie } = createCookies(env.SESSION_SECRET);
  const handleRemix = await remixHandler();
  // After the static files, before the app: what reaches Remix is what a click caused (docs/product-rules.md#clicks-and-captcha).
  app.use(clickGate({ guard: runtime.guard, visitorCookie, limit: env.CLICK_LIMIT, addressOf: (request) => clientAddress(request) }));
  app.all('*', asyncHandler(handleRemix));

  const httpServer = createServer(app);
  // Before Express and Socket.IO read a header, for pages and socket handshakes alike.
  if (env.TRUST_PROXY === 0) for (const event of ['request', 'upgrade']) httpServer.prependListener(event, dropForwardedHeaders);
  // Sockets authenticate with the session cookie (docs/product-rules.md#departures) and join their user's room.
  runtime.attachRealtime(httpServer, async (cookieHeader) => {
    const token = await readCookie(sessionCookie, new Request('http://socket/', { headers: { Cookie: cookieHeader ?? '' } }));
    const session = await runtime.identity.getSessionUser(token);
    return session ? { userId: session.user.id, isAdmin: session.user.isAdmin, expiresAt: session.expiresAt } : null;
  });

  httpServer.listen(env.PORT, env.HOST, () => {
    // Of several processes, the primary says it once all of them listen.
    if (!cluster.isWorker) console.log(`Qanoon web listening on ${address}`);
  });

  let closing = false;
  async function shutdown() {
    if (closing) return;
    closing = true;
    // Whatever hangs (a long request, a stuck store), the process still ends.
    setTimeout(() => process.exit(1), 10_000).unref();
    httpServer.close();
    httpServer.closeIdleConnections();
    await runtime.close();
    process.exit(0);
  }

  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}
