import { avatarOf, type Doctor } from '@lumi/shared';
import type { DoctorWithClinic } from './repository';

export function toDoctorDto(row: DoctorWithClinic): Doctor {
  const c = row.clinic;
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    phone: row.phone,
    avatar: avatarOf(row.avatar, row.name),
    about: row.about,
    specialty: row.specialty,
    experience: row.experience,
    fees: row.fees,
    duration: row.duration,
    clinic: {
      _id: c.id,
      name: c.name,
      slug: c.slug,
      logo: c.logo,
      banners: c.banners,
      address: c.address,
      specialties: c.specialties,
      doctorCount: row.clinicStats.doctorCount,
      reviewCount: c.reviewCount,
      averageRating: Number(c.averageRating),
      feeRange:
        row.clinicStats.feeMin !== null && row.clinicStats.feeMax !== null
          ? { min: row.clinicStats.feeMin, max: row.clinicStats.feeMax }
          : null,
      phone: c.phone,
      email: c.email,
      workingHours: c.workingHours,
      holidays: c.holidays,
    },
    schedule: row.schedule,
    holidays: row.holidays,
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
