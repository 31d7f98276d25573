import { expect, test } from 'vitest';
import { withStylesInHead } from './style-injection.server.ts';

const tags = '<style data-styled="active">.a{color:red}</style>';

test('writes the style tags just before the first </head>, the rest of the document as it was', () => {
  const html = Buffer.from('<html><head><title>تلاش | Qanoon</title></head><body><p>قانون</p><template></head></template></body></html>');
  expect(withStylesInHead(html, tags).toString()).toBe(
    `<html><head><title>تلاش | Qanoon</title>${tags}</head><body><p>قانون</p><template></head></template></body></html>`,
  );
});

test('leaves a document without a head, or with no styles to add, as it was', () => {
  const html = Buffer.from('<p>no head</p>');
  expect(withStylesInHead(html, tags)).toBe(html);
  expect(withStylesInHead(Buffer.from('<head></head>'), '').toString()).toBe('<head></head>');
});
