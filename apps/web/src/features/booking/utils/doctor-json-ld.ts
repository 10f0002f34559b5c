import type { Doctor } from '@lumi/shared';
import { paths } from '@/config/paths';
import { htmlToPlainText } from '@/lib/rich-text';

export const DOCTOR_JSON_LD_ID = 'lumi-jsonld-physician';

/** schema.org `Physician` for search engines: name, picture, specialty, clinic address and phone, fee, rating. */
export function doctorJsonLd(doctor: Doctor, origin: string, pageUrl: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    url: pageUrl,
    image: new URL(doctor.avatar.url, origin).toString(),
    description: htmlToPlainText(doctor.about).replace(/\s+/g, ' ').slice(0, 300),
    medicalSpecialty: doctor.specialty,
    telephone: doctor.phone,
    priceRange: `${doctor.fees} VND`,
    address: htmlToPlainText(doctor.clinic.address).replace(/\s+/g, ' '),
    worksFor: {
      '@type': 'MedicalClinic',
      name: doctor.clinic.name,
      telephone: doctor.clinic.phone,
      url: new URL(paths.booking.clinicDetail.getHref(doctor.clinic.slug), origin).toString(),
    },
  };
  if (doctor.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(doctor.averageRating * 10) / 10,
      reviewCount: doctor.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
