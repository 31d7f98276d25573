/**
 * Text chunks as a byte stream read on demand; a client that goes away stops the reading.
 * A byte-order mark first makes spreadsheet programs read the file as UTF-8 (names in Urdu, accents).
 */
export function byteStream(chunks: AsyncIterable<string>, { byteOrderMark = false } = {}): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        if (byteOrderMark) {
          controller.enqueue(encoder.encode('\uFEFF'));
          return;
        }
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * CSV as a download that spreadsheets read as UTF-8, never cached, never sniffed as anything
 * else: lines streamed as they are read, or a text already whole.
 */
export function csvDownload(csv: AsyncIterable<string> | string, fileName: string): Response {
  const lines = typeof csv === 'string' ? whole(csv) : csv;
  return new Response(byteStream(lines, { byteOrderMark: true }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

async function* whole(text: string): AsyncIterable<string> {
  yield text;
}
