import { avatarOf, type AdminAccount } from '@lumi/shared';
import type { AdminWithClinic } from './repository';

export function toAdminDto(row: AdminWithClinic): AdminAccount {
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    role: row.role,
    avatar: avatarOf(row.avatar, row.name),
    clinic: row.clinic
      ? {
          _id: row.clinic.id,
          name: row.clinic.name,
          slug: row.clinic.slug,
          logo: row.clinic.logo,
          isActive: row.clinic.isActive,
        }
      : null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
