import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * An async middleware or route for Express 4, which ignores the promise a handler returns: a
 * rejection goes to `next`, so Express answers with its error handler instead of leaving the
 * request hanging and the rejection unhandled.
 */
export const asyncHandler =
  (handler: (request: Request, response: Response, next: NextFunction) => Promise<unknown>): RequestHandler =>
  (request, response, next) => {
    handler(request, response, next).catch(next);
  };
