import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColour } from '@lumi/shared';
import { PersonAvatar } from './person-avatar';

/** jsdom reports colours as rgb(); the shared palette is hex. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('PersonAvatar', () => {
  it('shows the picture at its size, decorative by default', () => {
    const { container } = render(<PersonAvatar src="/uploads/u/a.webp" name="Trần Thị Hoa" size={44} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/u/a.webp');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['44', '44']);
    expect(img?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    // Its sized variants up to three times its size, for the screen's density.
    expect(img?.getAttribute('srcset')).toBe('/uploads/u/a-w160.webp 160w');
    expect(img?.getAttribute('sizes')).toBe('44px');
  });

  it('offers a picture from elsewhere as it is', () => {
    const { container } = render(
      <PersonAvatar src="/api/v1/avatars/default.svg?name=Hoa" name="Hoa" size={56} />,
    );
    expect(container.querySelector('img')?.getAttribute('srcset')).toBeNull();
  });

  it('falls back to the initials on the name’s colour when the picture fails, and tries a new picture again', () => {
    const { container, rerender } = render(<PersonAvatar src="/broken.webp" name="Trần Thị Hoa" size={56} />);
    fireEvent.error(container.querySelector('img')!);
    const initials = screen.getByText('TH');
    expect(initials.style.width).toBe('56px');
    expect(initials.style.background).toBe(rgb(avatarColour('Trần Thị Hoa')));
    expect(initials.getAttribute('aria-hidden')).toBe('true');

    rerender(<PersonAvatar src="/uploads/u/new.webp" name="Trần Thị Hoa" size={56} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/u/new.webp');
  });

  it('names the initials when given an alternative text and no picture', () => {
    render(<PersonAvatar name="an" size={32} alt="Ảnh đại diện của an" />);
    expect(screen.getByRole('img', { name: 'Ảnh đại diện của an' }).textContent).toBe('A');
  });
});
