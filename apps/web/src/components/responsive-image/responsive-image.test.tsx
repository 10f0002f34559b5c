import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const SIZES = '(min-width: 1200px) 275px, 50vw';

describe('ResponsiveImage', () => {
  it('offers an upload as AVIF and WebP variants, lazily, in a reserved box', () => {
    const { container } = render(
      <ResponsiveImage
        src="/uploads/seed/products/kem.webp"
        width={800}
        height={800}
        sizes={SIZES}
        alt="Kem dưỡng"
      />,
    );
    const img = screen.getByRole('img', { name: 'Kem dưỡng' });
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    expect(img.parentElement).toBe(picture);
    const source = picture!.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toMatch(
      /^\/uploads\/seed\/products\/kem-w160\.avif 160w, .*-w960\.avif 960w$/,
    );
    expect(source?.getAttribute('sizes')).toBe(SIZES);
    expect(img.getAttribute('srcset')).toMatch(/-w160\.webp 160w, .*-w960\.webp 960w$/);
    expect(img.getAttribute('sizes')).toBe(SIZES);
    expect(img.getAttribute('src')).toBe('/uploads/seed/products/kem.webp');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the main picture at once with high priority', () => {
    render(
      <ResponsiveImage
        src="/uploads/seed/promotions/tet.webp"
        width={1600}
        height={600}
        sizes="100vw"
        alt="Tết"
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Tết' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows any other url as a plain image, still with its size', () => {
    const { container } = render(
      <ResponsiveImage
        src="https://example.com/a.png"
        width={120}
        height={80}
        sizes="120px"
        alt="Ảnh ngoài"
        className="x"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Ảnh ngoài' });
    expect(img.getAttribute('srcset')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['120', '80']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toBe('x');
  });

  it('offers a picture under a media query only, and nothing to download elsewhere', () => {
    const { container } = render(
      <ResponsiveImage
        src="/uploads/seed/products/kem-2.webp"
        width={800}
        height={800}
        sizes="50vw"
        alt=""
        media="(hover: hover)"
      />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('media'), s.getAttribute('type')])).toEqual([
      ['(hover: hover)', 'image/avif'],
      ['(hover: hover)', 'image/webp'],
    ]);
    expect(sources[0]!.getAttribute('srcset')).toContain('/uploads/seed/products/kem-2-w960.avif 960w');
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(img.getAttribute('srcset')).toBeNull();
  });
});
