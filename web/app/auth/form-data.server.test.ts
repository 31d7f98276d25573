import { describe, expect, test } from 'vitest';
import { localPath } from './form-data.server.ts';

describe('localPath', () => {
  test('keeps a path on this site with its query and fragment', () => {
    expect(localPath('/search?tab=index#results')).toBe('/search?tab=index#results');
    expect(localPath('/')).toBe('/');
  });

  test.each([
    ['a tab after the slash (browsers drop it and go to another host)', '/\t/127.0.0.2:8801/phish'],
    ['a newline after the slash', '/\n/evil.example'],
    ['a carriage return inside the path', '/x\r\nSet-Cookie: a=b'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a NUL byte', '/search\u0000'],
    ['a relative path', 'search'],
  ])('refuses %s', (_why, value) => {
    expect(localPath(value)).toBeNull();
  });

  test('writes a character a redirect cannot carry percent-encoded, as a browser asks for it', () => {
    expect(localPath('/ā')).toBe('/%C4%81');
    expect(localPath('/\u2028x')).toBe('/%E2%80%A8x');
    expect(localPath('/search?q=قتل عمد#r')).toBe(`/search?q=${encodeURIComponent('قتل')}%20${encodeURIComponent('عمد')}#r`);
    expect(localPath('/%C4%81')).toBe('/%C4%81');
    expect(localPath('/\uD800')).toBeNull();
  });

  test('an address that resolves to another origin is refused', () => {
    expect(localPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(localPath('/.//evil.example')).toBe('/.//evil.example');
    expect(new URL(localPath('/.//evil.example') ?? '', 'http://app.invalid').host).toBe('app.invalid');
  });
});
