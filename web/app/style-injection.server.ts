const headEnd = Buffer.from('</head>');

/**
 * The whole rendered document with `tags` written just before its first `</head>` (the style
 * tags of the components it rendered); unchanged when it has no head.
 */
export function withStylesInHead(html: Buffer, tags: string): Buffer {
  const at = html.indexOf(headEnd);
  if (at === -1 || tags === '') return html;
  return Buffer.concat([html.subarray(0, at), Buffer.from(tags), html.subarray(at)]);
}
