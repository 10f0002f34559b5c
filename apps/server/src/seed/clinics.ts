import { sql } from 'drizzle-orm';
import { addLocalDays, toLocalDate, type Image } from '@lumi/shared';
import type { Db } from '../db/client';
import { rowsOf, textArray } from '../db/sql';
import { hashPassword } from '../lib/password';
import { adminsRepository } from '../modules/admins/repository';
import { clinicsManagementRepository } from '../modules/clinics/management-repository';
import { doctorsManagementRepository, type NewDoctorRow } from '../modules/doctors/management-repository';
import { doctorsRepository } from '../modules/doctors/repository';
import type { FileStorage } from '../providers/storage';
import { DEMO_CLINICS, scheduleOf, type DemoClinic } from './clinic-data';
import { clinicBanner, clinicMark, clinicPhoto, portrait } from './images';
import { storeImage } from './store-image';
import { clinicView } from '../db/read/clinics';
import { viewAs } from '../db/views';

const PHOTOS_PER_CLINIC = 4;

/**
 * The demo clinics of other cities (clinic-data.ts), each with its own CLINIC account and its doctors, with drawn
 * logos, banners, photos and portraits. Clinic accounts share the demo clinic's password, doctors the demo doctor's.
 * A clinic that already exists (by slug) is left alone, and so is a doctor (by email).
 */
export async function seedClinics(
  db: Db,
  storage: FileStorage,
  options: {
    clinicPassword: string;
    doctorPassword: string;
    hashOf?: (password: string) => Promise<string>;
    now?: Date;
  },
): Promise<string[]> {
  const today = toLocalDate(options.now ?? new Date());
  const created: string[] = [];
  const existing = await rowsOf<{ slug: string }>(
    db,
    sql`select slug from ${viewAs(clinicView, 'clinics')} where slug = any(${textArray(DEMO_CLINICS.map((c) => c.slug))})`,
  );
  const missing = DEMO_CLINICS.filter((c) => !existing.some((e) => e.slug === c.slug));
  if (missing.length === 0) return created;

  // One hash per password (shared with the caller's accounts when it passes hashOf): hashing is deliberately slow.
  const hashOf = options.hashOf ?? hashPassword;
  const [clinicHash, doctorHash] = await Promise.all([
    hashOf(options.clinicPassword),
    hashOf(options.doctorPassword),
  ]);
  // The pictures are drawn together (sharp works on its own threads), then stored one by one in the transaction.
  const pictures = await Promise.all(missing.map(drawClinic));

  for (const [index, demo] of missing.entries()) {
    const drawn = pictures[index]!;
    const admin = await ensureClinicAdmin(db, demo, clinicHash);
    const image = (key: string, data: Buffer) =>
      storeImage(db, storage, key, data, 'clinic', 'admin', admin.id);
    const logo = await image(`clinics/${demo.slug}-logo`, drawn.logo);
    const { banners, images } = await storeClinicGallery(image, `clinics/${demo.slug}`, drawn);
    const clinicId = await clinicsManagementRepository(db).insertClinic({
      adminId: admin.id,
      name: demo.name,
      slug: demo.slug,
      logo,
      banners,
      images,
      address: demo.address,
      phone: demo.phone,
      email: demo.email,
      description: demo.description,
      specialties: [...demo.specialties],
      workingHours: demo.workingHours,
      holidays: demo.holidayOffsets.map((d) => addLocalDays(today, d)),
    });
    created.push(`clinic ${demo.name}`);

    for (const [i, d] of demo.doctors.entries()) {
      await ensureDemoDoctor(
        db,
        storage,
        {
          clinicId,
          name: d.name,
          slug: d.slug,
          email: d.email,
          passwordHash: doctorHash,
          phone: d.phone,
          about: d.about,
          specialty: d.specialty,
          experience: d.experience,
          fees: d.fees,
          duration: d.duration,
          schedule: scheduleOf(d.pattern, demo.workingHours),
          holidays: d.holidayOffsets.map((n) => addLocalDays(today, n)),
        },
        async () => drawn.portraits[i]!,
      );
    }
    created.push(`doctors of ${demo.name}: ${demo.doctors.length}`);
  }
  return created;
}

/**
 * A demo doctor with a drawn portrait (`draw` runs only for a new doctor), through the doctors' own functions; false
 * when a doctor of that e-mail exists (left alone).
 */
export async function ensureDemoDoctor(
  db: Db,
  storage: FileStorage,
  values: NewDoctorRow,
  draw: () => Promise<Buffer>,
): Promise<boolean> {
  if (await doctorsRepository(db).findByEmail(values.email)) return false;
  const doctorId = await doctorsManagementRepository(db).insertDoctor(values);
  const avatar = await storeImage(
    db,
    storage,
    `${values.slug}-avatar`,
    await draw(),
    'doctor',
    'doctor',
    doctorId,
  );
  await doctorsManagementRepository(db).updateDoctor(doctorId, { avatar });
  return true;
}

async function drawClinic(demo: DemoClinic) {
  const [logo, gallery, portraits] = await Promise.all([
    clinicMark(demo.initials, demo.hue),
    drawClinicGallery(demo.initials, demo.hue, demo.bannerCount),
    Promise.all(demo.doctors.map((d) => portrait(d.hue))),
  ]);
  return { logo, ...gallery, portraits };
}

export type ClinicGallery = { banners: Buffer[]; photos: Buffer[] };

/** A demo clinic's banners (with its initials) and its four photos, drawn together (sharp has its own threads). */
export async function drawClinicGallery(
  initials: string,
  hue: number,
  bannerCount: number,
): Promise<ClinicGallery> {
  const [banners, photos] = await Promise.all([
    Promise.all(Array.from({ length: bannerCount }, (_, i) => clinicBanner(initials, hue, i))),
    Promise.all(Array.from({ length: PHOTOS_PER_CLINIC }, (_, i) => clinicPhoto(hue, i))),
  ]);
  return { banners, photos };
}

/** Stores a drawn gallery one picture after another (in the seed's transaction) as `<key>-banner-N`, `<key>-photo-N`. */
export async function storeClinicGallery(
  store: (key: string, data: Buffer) => Promise<Image>,
  key: string,
  drawn: ClinicGallery,
): Promise<{ banners: Image[]; images: Image[] }> {
  const banners: Image[] = [];
  for (const [i, data] of drawn.banners.entries()) banners.push(await store(`${key}-banner-${i + 1}`, data));
  const images: Image[] = [];
  for (const [i, data] of drawn.photos.entries()) images.push(await store(`${key}-photo-${i + 1}`, data));
  return { banners, images };
}

async function ensureClinicAdmin(db: Db, demo: DemoClinic, passwordHash: string) {
  const admins = adminsRepository(db);
  const row =
    (await admins.findByUsername(demo.admin.username)) ??
    (await admins.insert({
      username: demo.admin.username,
      name: demo.admin.name,
      role: 'CLINIC',
      passwordHash,
    }));
  if (!row) throw new Error(`demo clinic account ${demo.admin.username} could not be created`);
  return row;
}
