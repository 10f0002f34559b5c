import { avatarOf, type User } from '@lumi/shared';
import type { UserRow } from './repository';

export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: avatarOf(row.avatar, row.name),
    googleId: row.googleId,
    hasPassword: row.passwordHash !== null,
    isVerified: row.isVerified,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
