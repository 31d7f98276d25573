import { Writable } from 'node:stream';
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { NonceContext } from './nonce.tsx';
import { KeptStyles } from './kept-styles.server.tsx';
import { withStylesInHead } from './style-injection.server.ts';
import { registerTranslations } from './i18n/i18n.tsx';
import { urdu } from './i18n/translations.ts';

registerTranslations('ur', urdu);

export const streamTimeout = 5_000;

/**
 * The server's log holds the server's faults. What a client alone gets wrong (a path no route
 * has, a method a route does not take, a request it gave up) is answered with its 4xx and not
 * written out with a stack trace: a scanner's thousand probes would otherwise bury the one error
 * that matters (ADR 0054).
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}

/**
 * A page and its data are made for one person and one response: the signed-in user's name and
 * profile, a diary, an access token shown once, and the nonce of this response's CSP. No cache,
 * the browser's or a proxy's, keeps them unless the route says otherwise (ADR 0058).
 */
const keptByNoCache = (headers: Headers) => {
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-store');
};

export function handleDataRequest(response: Response): Response {
  if (response.headers.has('Cache-Control')) return response;
  const headers = new Headers(response.headers);
  keptByNoCache(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Every response waits for the whole document (onAllReady) so the styles it used are known, and
 * writes them into the head: the first paint is styled and the browser hydrates the same markup.
 * The document is sent as one piece: React writes it in pieces of about 2 kB, and each piece
 * would go through gzip and to the socket on its own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Scripts and style tags carry the nonce the response's CSP names (security-headers.server.ts).
  const nonce = loadContext.cspNonce;
  const sheet = new ServerStyleSheet({ nonce });
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <KeptStyles>
          <NonceContext.Provider value={nonce}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </NonceContext.Provider>
        </KeptStyles>,
      ),
      {
        nonce,
        onAllReady() {
          const styles = sheet.getStyleTags();
          sheet.seal();
          const pieces: Buffer[] = [];
          pipe(
            new Writable({
              write(piece: Buffer | string, _encoding, callback) {
                pieces.push(typeof piece === 'string' ? Buffer.from(piece) : piece);
                callback();
              },
              final(callback) {
                clearTimeout(timer);
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                keptByNoCache(responseHeaders);
                // Buffer.concat's memory is an ArrayBuffer of its own, never shared.
                const document = withStylesInHead(Buffer.concat(pieces), styles) as Buffer<ArrayBuffer>;
                resolve(new Response(document, { headers: responseHeaders, status }));
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}
