import { describe, expect, it } from 'vitest';
import {
  AVATAR_COLOURS,
  AvatarSchema,
  ListAdminAccountsQuerySchema,
  ListAdminReviewsQuerySchema,
  ListNotificationsQuerySchema,
  avatarColour,
  avatarInitials,
  avatarOf,
  defaultAvatarUrl,
  pictureOf,
} from '../index';

describe('default avatars (api-contract §2 Avatar)', () => {
  it.each([
    ['Trần Thị Hoa', 'TH'],
    ['  hoàng   mai ', 'HM'],
    ['Đặng', 'Đ'],
    ['ánh dương', 'ÁD'],
    ['', '?'],
    ['   ', '?'],
  ])('initials of %j: %s', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });

  it('picks a colour of the palette, the same for the same name', () => {
    expect(AVATAR_COLOURS).toContain(avatarColour('Trần Thị Hoa'));
    expect(avatarColour('Trần Thị Hoa')).toBe(avatarColour('  trần thị hoa '));
  });

  it('answers the uploaded picture, else the default with publicId null — never null', () => {
    const picture = { url: '/uploads/avatar/a.webp', publicId: 'avatar/a' };
    expect(avatarOf(picture, 'Hoa')).toEqual(picture);
    const fallback = avatarOf(null, 'Trần Hoa');
    expect(fallback).toEqual({ url: '/api/v1/avatars/default.svg?name=Tr%E1%BA%A7n%20Hoa', publicId: null });
    expect(defaultAvatarUrl('Trần Hoa')).toBe(fallback.url);
    expect(AvatarSchema.safeParse(fallback).success).toBe(true);
    expect(AvatarSchema.safeParse(null).success).toBe(false);
  });

  it('gives forms the uploaded picture only (null for the default)', () => {
    expect(pictureOf(avatarOf(null, 'Hoa'))).toBeNull();
    expect(pictureOf({ url: '/uploads/avatar/a.webp', publicId: 'avatar/a' })).toEqual({
      url: '/uploads/avatar/a.webp',
      publicId: 'avatar/a',
    });
    expect(pictureOf(undefined)).toBeNull();
  });
});

describe('list filters: empty, all or 0 mean every item (filterQuery)', () => {
  it.each(['', '0', 'all', 'ALL', ' All '])('rate=%j on /admin/reviews is no filter', (rate) => {
    const parsed = ListAdminReviewsQuerySchema.safeParse({ rate, fromDate: '', toDate: 'all' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ rate: undefined, fromDate: undefined, toDate: undefined });
  });

  it('keeps real values and still refuses wrong ones', () => {
    expect(ListAdminReviewsQuerySchema.parse({ rate: '4' }).rate).toBe(4);
    expect(ListAdminReviewsQuerySchema.safeParse({ rate: '6' }).success).toBe(false);
    expect(ListAdminAccountsQuerySchema.parse({ role: 'all' }).role).toBeUndefined();
    expect(ListAdminAccountsQuerySchema.parse({ role: 'SUPPORT' }).role).toBe('SUPPORT');
    expect(ListAdminAccountsQuerySchema.safeParse({ role: 'OWNER' }).success).toBe(false);
    expect(ListNotificationsQuerySchema.parse({ type: 'all' }).type).toBeUndefined();
  });
});
