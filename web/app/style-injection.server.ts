import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const headEnd = '</head>';

/**
 * Passes the HTML through, writing `tags` just before the first `</head>`. The head is buffered
 * until then (it is small), so a `</head>` split across chunks is still found.
 */
export function injectBeforeHeadEnd(tags: string): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let injected = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (injected) {
        callback(null, chunk);
        return;
      }
      pending += decoder.write(chunk);
      const at = pending.indexOf(headEnd);
      if (at === -1) {
        callback();
        return;
      }
      injected = true;
      const html = pending.slice(0, at) + tags + pending.slice(at);
      pending = '';
      callback(null, html);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      callback(null, rest === '' ? undefined : rest);
    },
  });
}
