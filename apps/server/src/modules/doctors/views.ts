import { doctors } from '../../db/schema';
import { views } from '../../db/views';

/** What other modules read of a doctor (ADR 0044): the profile, schedule and standing, never the credentials. */
export const doctorView = views
  .select({
    id: doctors.id,
    clinicId: doctors.clinicId,
    name: doctors.name,
    slug: doctors.slug,
    email: doctors.email,
    phone: doctors.phone,
    avatar: doctors.avatar,
    specialty: doctors.specialty,
    experience: doctors.experience,
    fees: doctors.fees,
    duration: doctors.duration,
    schedule: doctors.schedule,
    holidays: doctors.holidays,
    averageRating: doctors.averageRating,
    reviewCount: doctors.reviewCount,
    isActive: doctors.isActive,
  })
  .from(doctors)
  .as('doctor_view');
