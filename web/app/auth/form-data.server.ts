import { unstable_parseMultipartFormData } from '@remix-run/node';
import { bodyLimits, bodyMessages } from '../http/body-limits.ts';

const refusal = (status: 400 | 413, message: string) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
const refuse = (status: 400 | 413, message: string): never => {
  throw refusal(status, message);
};

type Body = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null;

/** The chunks of a request body or a multipart part, as they arrive. */
export async function* chunksOf(body: Body): AsyncGenerator<Uint8Array> {
  if (!body) return;
  if (!('getReader' in body)) {
    yield* body;
    return;
  }
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The request's bytes, refused with 413 once they pass `limit`, however the sender framed them. */
export async function readBounded(body: Body, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunksOf(body)) {
    size += chunk.byteLength;
    if (size > limit) refuse(413, bodyMessages.formTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text a person typed: valid UTF-8 with no NUL (which PostgreSQL refuses), else 400. */
export function typedText(bytes: Uint8Array | string): string {
  let text: string;
  try {
    text = typeof bytes === 'string' ? bytes : utf8.decode(bytes);
  } catch {
    return refuse(400, bodyMessages.unreadable);
  }
  if (text.includes('\u0000')) refuse(400, bodyMessages.nulCharacter);
  return text;
}

export const contentTypeOf = (request: Request) => request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '';

/** A multipart body the parser could not read: the sender's fault, not ours. */
class MalformedMultipart extends Error {}

// The multipart parser's own complaints about a broken body: the sender's fault, not ours.
export const isMalformedMultipart = (error: unknown) =>
  error instanceof MalformedMultipart || (error instanceof Error && /malformed|multipart|FormData|boundary|content-disposition/i.test(error.message));

/** A body as a stream that fails with a 413 answer once it passes `limit` bytes. */
function boundedStream(body: Body, limit: number): ReadableStream<Uint8Array> {
  const chunks = chunksOf(body);
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) return controller.close();
      size += next.value.byteLength;
      if (size > limit) return controller.error(refusal(413, bodyMessages.formTooLarge));
      controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

type PartHandler = Parameters<typeof unstable_parseMultipartFormData>[1];

/**
 * Every part of a multipart body, handed to `handler` as it arrives; the body is refused with
 * 413 past `limit` bytes. The parser holds a part's header whole and fails on a long one (past
 * about 128 KB its reading overflows the stack), so whatever the parser itself throws is
 * a body it could not read, and is thrown as such; what `handler` throws passes as it is.
 */
export async function parseMultipart(request: Request, limit: number, handler: PartHandler): Promise<void> {
  const bounded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: boundedStream(request.body, limit),
    duplex: 'half',
  });
  const fromHandler = new WeakSet<object>();
  try {
    await unstable_parseMultipartFormData(bounded, async (part) => {
      try {
        return await handler(part);
      } catch (error) {
        if (typeof error === 'object' && error !== null) fromHandler.add(error);
        throw error;
      }
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (typeof error === 'object' && error !== null && fromHandler.has(error)) throw error;
    throw new MalformedMultipart(error instanceof Error ? error.message : String(error));
  }
}

/**
 * A urlencoded or multipart form's text fields as a plain object (files are left out). Bodies
 * over {@link bodyLimits.formBytes} answer 413; anything but a form, broken encodings and NUL
 * characters answer 400, so no input reaches a service it could crash.
 */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const type = contentTypeOf(request);
  if (type === 'multipart/form-data') {
    let left = bodyLimits.formBytes;
    try {
      await parseMultipart(request, bodyLimits.formBytes + bodyLimits.multipartEnvelopeBytes, async ({ name, filename, data }) => {
        const bytes = await readBounded(data, left);
        left -= bytes.byteLength;
        if (filename === undefined) fields[typedText(name)] = typedText(bytes);
        return undefined;
      });
    } catch (error) {
      if (error instanceof Response) throw error;
      if (isMalformedMultipart(error)) refuse(400, bodyMessages.unreadable);
      throw error;
    }
    return fields;
  }
  if (type !== 'application/x-www-form-urlencoded') {
    // A request with no body and no type (a bare POST) is an empty form; anything else is no
    // form. The body is read first (bounded), so the sender is there to receive the answer.
    const bytes = await readBounded(request.body, bodyLimits.formBytes);
    if (type !== '' || bytes.byteLength > 0) refuse(400, bodyMessages.notAForm);
    return fields;
  }
  const text = typedText(await readBounded(request.body, bodyLimits.formBytes));
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const [name, value] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    fields[decodeField(name)] = decodeField(value);
  }
  return fields;
}

function decodeField(encoded: string): string {
  try {
    return typedText(decodeURIComponent(encoded.replaceAll('+', ' ')));
  } catch (error) {
    if (error instanceof Response) throw error;
    return refuse(400, bodyMessages.unreadable);
  }
}

const probeOrigin = 'http://qanoon.invalid';
// Browsers drop tabs and newlines from addresses, so `/\t/host` becomes `//host`; any control
// character (or a NUL the database refuses) makes the value no path of ours.
const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

// A Location header carries only visible ASCII: a character past U+00FF (or U+2028) cannot be
// sent at all, so it is written percent-encoded, as a browser would ask for it.
const outsideVisibleAscii = /[^\x21-\x7e]/gu;

/**
 * A path on this site to return to, encoded so it can be sent as a redirect; anything else
 * (another origin, `//host`, `/\t/host`, a control character, a lone surrogate) becomes null.
 * The path is checked the way a browser would resolve it. Every redirect to a path a client
 * chose goes through here.
 */
export function localPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || hasControlCharacter(value)) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const encoded = value.replace(outsideVisibleAscii, (c) => encodeURIComponent(c));
    return new URL(encoded, probeOrigin).origin === probeOrigin ? encoded : null;
  } catch {
    return null;
  }
}
