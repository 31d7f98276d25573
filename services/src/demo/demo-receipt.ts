// A 1x1 PNG standing in for the photo of a bank slip.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function* demoReceipt(): AsyncIterable<Uint8Array> {
  yield png;
}
