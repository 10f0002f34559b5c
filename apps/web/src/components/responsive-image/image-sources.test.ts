import { describe, expect, it } from 'vitest';
import { isUploadedImage, preloadLinkFor, uploadSrcSet } from './image-sources';

const ALL_AVIF = [160, 320, 480, 640, 960, 1280, 1920]
  .map((w) => `/uploads/seed/products/kem-w${w}.avif ${w}w`)
  .join(', ');

describe('uploadSrcSet', () => {
  it('lists every sized variant of an upload in the asked format', () => {
    expect(uploadSrcSet('/uploads/seed/products/kem.webp', 'avif')).toBe(ALL_AVIF);
    expect(uploadSrcSet('/uploads/product/6f1c2d3e-0a1b-4c5d-8e9f-001122334455.webp', 'webp')).toMatch(
      /^\/uploads\/product\/6f1c2d3e-0a1b-4c5d-8e9f-001122334455-w160\.webp 160w, .* 1920w$/,
    );
  });

  it.each([
    [
      800,
      '/uploads/a/b-w160.webp 160w, /uploads/a/b-w320.webp 320w, /uploads/a/b-w480.webp 480w, /uploads/a/b-w640.webp 640w, /uploads/a/b-w960.webp 960w',
    ],
    [
      640,
      '/uploads/a/b-w160.webp 160w, /uploads/a/b-w320.webp 320w, /uploads/a/b-w480.webp 480w, /uploads/a/b-w640.webp 640w',
    ],
    [100, '/uploads/a/b-w160.webp 160w'],
  ])('stops at the first width covering a %i px picture', (maxWidth, expected) => {
    expect(uploadSrcSet('/uploads/a/b.webp', 'webp', maxWidth)).toBe(expected);
  });

  it('keeps the origin of an absolute url, as the API answers them (ADR 0030)', () => {
    expect(uploadSrcSet('https://lumi.example.vn/uploads/a/b.webp', 'avif', 300)).toBe(
      'https://lumi.example.vn/uploads/a/b-w160.avif 160w, https://lumi.example.vn/uploads/a/b-w320.avif 320w',
    );
    expect(uploadSrcSet('http://127.0.0.1:3103/uploads/a.webp', 'webp', 100)).toBe(
      'http://127.0.0.1:3103/uploads/a-w160.webp 160w',
    );
    expect(isUploadedImage('https://lumi.example.vn/uploads/seed/products/kem.webp')).toBe(true);
  });

  it('keeps every width for a picture wider than the list', () => {
    expect(uploadSrcSet('/uploads/a/b.webp', 'webp', 4000)?.split(', ')).toHaveLength(7);
  });

  it.each([
    ['an outside address', 'https://cdn.example.com/images/a.webp'],
    ['an outside address without a scheme', '//cdn.example.com/uploads/a.webp'],
    ['a voice note', '/uploads/chat/6f1c2d3e.ogg'],
    ['a bundled asset', '/assets/logo-3f2a.svg'],
    ['a data url', 'data:image/png;base64,AAAA'],
    ['a path with dots', '/uploads/../secret.webp'],
    ['a query string', '/uploads/a.webp?v=2'],
  ])('gives null for %s', (_, url) => {
    expect(uploadSrcSet(url, 'avif')).toBeNull();
    expect(isUploadedImage(url)).toBe(false);
  });
});

describe('preloadLinkFor', () => {
  const sizes = '(min-width: 1200px) 1152px, calc(100vw - 48px)';

  it('preloads the AVIF candidates of an upload, only where AVIF is understood', () => {
    expect(preloadLinkFor('/uploads/seed/products/kem.webp', sizes)).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      type: 'image/avif',
      imagesrcset: ALL_AVIF,
      imagesizes: sizes,
    });
  });

  it('lists the same candidates as the picture it announces', () => {
    const link = preloadLinkFor('/uploads/seed/promotions/tet.webp', sizes, 1600);
    expect(link.imagesrcset).toBe(uploadSrcSet('/uploads/seed/promotions/tet.webp', 'avif', 1600));
    expect(link.imagesrcset).toMatch(/-w1920\.avif 1920w$/);
  });

  it('preloads the variants of an absolute upload url on its own origin', () => {
    const link = preloadLinkFor('http://localhost:3000/uploads/seed/products/kem.webp', sizes);
    expect(link.imagesrcset?.split(', ')[0]).toBe(
      'http://localhost:3000/uploads/seed/products/kem-w160.avif 160w',
    );
    expect(link.href).toBeUndefined();
  });

  it('preloads any other url as it is', () => {
    expect(preloadLinkFor('/assets/hero.jpg', sizes)).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      href: '/assets/hero.jpg',
    });
  });
});
