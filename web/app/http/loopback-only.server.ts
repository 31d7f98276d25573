import type { RequestHandler } from 'express';

const loopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * Paths only this machine may open (the development outbox): anyone else gets 404, as if they did
 * not exist. Both the connection's own address and, behind TRUST_PROXY, the client's address the
 * proxy reports must be loopback, so a proxy on this machine does not make everyone local.
 */
export function loopbackOnly(paths: readonly string[]): RequestHandler {
  return (request, response, next) => {
    const covered = paths.some((path) => request.path === path || request.path.startsWith(`${path}/`) || request.path === `${path}.data`);
    if (!covered || (loopback(request.socket.remoteAddress) && loopback(request.ip))) return next();
    return response.status(404).type('text/plain').send('Not found');
  };
}
