import { describe, expect, it } from 'vitest';
import { apiLink } from './api-link';

describe('apiLink', () => {
  const signed = '/api/v1/skin/photos/p1?v=u.1&e=1767225600000&s=abc';

  it('keeps an API path as it is when the API is on the page’s origin', () => {
    expect(apiLink(signed, '/api/v1')).toBe(signed);
  });

  it('puts an API path under the API of another origin', () => {
    expect(apiLink(signed, 'https://api.lumi.vn/api/v1')).toBe(
      'https://api.lumi.vn/api/v1/skin/photos/p1?v=u.1&e=1767225600000&s=abc',
    );
  });

  it('leaves other addresses alone', () => {
    expect(apiLink('/uploads/products/a.webp', 'https://api.lumi.vn/api/v1')).toBe(
      '/uploads/products/a.webp',
    );
    expect(apiLink('https://cdn.lumi.vn/a.webp', 'https://api.lumi.vn/api/v1')).toBe(
      'https://cdn.lumi.vn/a.webp',
    );
  });
});
