import { htmlToPlainText } from '@/lib/rich-text';
import type { Clinic } from '@lumi/shared';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org `MedicalClinic`: name, address, contact, images, opening hours and, when reviewed, the rating. */
export function clinicJsonLd(clinic: Clinic, pageUrl: string, origin: string): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, origin).toString();
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: clinic.name,
    url: pageUrl,
    logo: absolute(clinic.logo.url),
    image: [...clinic.banners, ...clinic.images].map((image) => absolute(image.url)),
    description: htmlToPlainText(clinic.description).replace(/\s+/g, ' ').slice(0, 500),
    address: htmlToPlainText(clinic.address).replace(/\s+/g, ' '),
    telephone: clinic.phone,
    email: clinic.email,
    medicalSpecialty: clinic.specialties,
    openingHoursSpecification: clinic.workingHours
      .filter((day) => day.isOpen)
      .map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${DAY_NAMES[day.dayOfWeek - 1] ?? 'Monday'}`,
        opens: day.startTime,
        closes: day.endTime,
      })),
  };
  if (clinic.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(clinic.averageRating * 10) / 10,
      reviewCount: clinic.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
