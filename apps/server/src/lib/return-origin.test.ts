import { describe, expect, it } from 'vitest';
import { returnBaseOf } from './return-origin';

const dev = { isProduction: false, publicUrl: 'http://localhost:3000', port: 3000 };

describe('returnBaseOf', () => {
  it('returns to the loopback origin the checkout was made from, on the server port', () => {
    expect(returnBaseOf(dev, { origin: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(returnBaseOf(dev, { origin: 'http://localhost:3000' })).toBe('http://localhost:3000');
    expect(returnBaseOf(dev, { origin: 'http://[::1]:3000' })).toBe('http://[::1]:3000');
    // Without Origin, the Host the request was sent to.
    expect(returnBaseOf(dev, { host: '127.0.0.1:3000', protocol: 'http' })).toBe('http://127.0.0.1:3000');
  });

  it("accepts PUBLIC_URL's own host, and the port the server listens on", () => {
    const lan = { isProduction: false, publicUrl: 'http://shop.test:8080', port: 3000 };
    expect(returnBaseOf(lan, { origin: 'http://shop.test:8080' })).toBe('http://shop.test:8080');
    expect(returnBaseOf(lan, { origin: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(returnBaseOf(lan, { origin: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
  });

  it('falls back to PUBLIC_URL for any other host, port or scheme, and for garbage', () => {
    for (const origin of [
      'http://evil.example:3000',
      'http://localhost.evil.example:3000',
      'http://127.0.0.1:4000',
      'http://localhost',
      'ftp://127.0.0.1:3000',
      'null',
      'http://user:pw@127.0.0.1:3000',
      'not a url',
      '',
    ]) {
      expect(returnBaseOf(dev, { origin }), origin).toBe('http://localhost:3000');
    }
    expect(returnBaseOf(dev, { host: 'evil.example:3000', protocol: 'http' })).toBe('http://localhost:3000');
    expect(returnBaseOf(dev, {})).toBe('http://localhost:3000');
  });

  it('always answers PUBLIC_URL in production', () => {
    const prod = { isProduction: true, publicUrl: 'https://lumi.vn', port: 3000 };
    expect(returnBaseOf(prod, { origin: 'http://127.0.0.1:3000' })).toBe('https://lumi.vn');
    expect(returnBaseOf(prod, { origin: 'https://lumi.vn' })).toBe('https://lumi.vn');
  });
});
