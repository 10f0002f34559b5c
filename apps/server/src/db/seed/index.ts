import { eq, sql } from 'drizzle-orm';
import type { Image, WorkingDay } from '@lumi/shared';
import type { Db } from '../client';
import { admins, clinics, doctors, uploads, users } from '../schema';
import { hashPassword } from '../../lib/password';
import type { FileStorage } from '../../providers/storage';
import { seedCatalog } from './catalog';
import { seedReviews } from './reviews';
import { clinicLogo, portrait } from './images';

/** The demo accounts the README lists. */
export const DEMO = {
  admin: { username: 'admin', password: 'lumi-admin-2026', name: 'Nguyễn Minh Quân' },
  support: { username: 'support', password: 'lumi-support-2026', name: 'Trần Thu Hà' },
  clinicAdmin: { username: 'clinic.hanoi', password: 'lumi-clinic-2026', name: 'Lê Hoàng Nam' },
  doctor: { email: 'bs.an@lumi.vn', password: 'lumi-doctor-2026', name: 'BS. Phạm Thị An' },
  doctor2: { email: 'bs.binh@lumi.vn', password: 'lumi-doctor-2026', name: 'BS. Đỗ Văn Bình' },
  customer: { email: 'khachhang@lumi.vn', password: 'lumi-khach-2026', name: 'Vũ Ngọc Lan' },
} as const;

const WEEK: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 7,
  startTime: dayOfWeek === 6 ? '08:00' : '07:30',
  endTime: dayOfWeek === 6 ? '12:00' : '17:30',
  breakTime: dayOfWeek === 6 ? null : { start: '11:30', end: '13:30' },
}));

async function storeImage(
  db: Db,
  storage: FileStorage,
  key: string,
  data: Buffer,
  purpose: 'clinic' | 'doctor',
  ownerKind: 'admin' | 'doctor',
  ownerId: string,
): Promise<Image> {
  const publicId = `seed/${key}`;
  const url = await storage.put(`${publicId}.webp`, data);
  await db
    .insert(uploads)
    .values({
      publicId,
      url,
      type: 'image',
      purpose,
      ownerKind,
      ownerId,
      size: data.length,
      width: null,
      height: null,
      attachedAt: new Date(),
    })
    .onConflictDoNothing();
  return { url, publicId };
}

/** Loads the demo data; safe to run again (what exists is left alone). Returns what it created. */
export async function seedDemoData(db: Db, storage: FileStorage): Promise<string[]> {
  const created: string[] = [];

  async function ensureAdmin(
    a: { username: string; password: string; name: string },
    role: 'ADMIN' | 'SUPPORT' | 'CLINIC',
  ) {
    const [existing] = await db
      .select()
      .from(admins)
      .where(sql`lower(${admins.username}) = ${a.username}`)
      .limit(1);
    if (existing) return existing;
    const [row] = await db
      .insert(admins)
      .values({ username: a.username, name: a.name, role, passwordHash: await hashPassword(a.password) })
      .onConflictDoNothing()
      .returning();
    created.push(`admin ${a.username}`);
    return (
      row ??
      (
        await db
          .select()
          .from(admins)
          .where(sql`lower(${admins.username}) = ${a.username}`)
          .limit(1)
      )[0]!
    );
  }

  const shopAdmin = await ensureAdmin(DEMO.admin, 'ADMIN');
  await ensureAdmin(DEMO.support, 'SUPPORT');
  const clinicOwner = await ensureAdmin(DEMO.clinicAdmin, 'CLINIC');

  let [clinic] = await db.select().from(clinics).where(eq(clinics.adminId, clinicOwner.id)).limit(1);
  if (!clinic) {
    const logo = await storeImage(
      db,
      storage,
      'clinic-hanoi-logo',
      await clinicLogo(),
      'clinic',
      'admin',
      clinicOwner.id,
    );
    [clinic] = await db
      .insert(clinics)
      .values({
        adminId: clinicOwner.id,
        name: 'Phòng khám Da liễu Lumi Hà Nội',
        slug: 'phong-kham-da-lieu-lumi-ha-noi',
        logo,
        banners: [],
        images: [],
        address: '<p>Số 25 Trần Hưng Đạo, phường Phan Chu Trinh, quận Hoàn Kiếm, Hà Nội</p>',
        phone: '0243 999 8888',
        email: 'hanoi@lumiclinic.vn',
        description:
          '<p>Phòng khám chuyên khoa da liễu với đội ngũ bác sĩ giàu kinh nghiệm, điều trị mụn, nám, viêm da cơ địa và tư vấn chăm sóc da cá nhân hóa.</p>',
        specialties: ['Da liễu tổng quát', 'Điều trị mụn', 'Điều trị nám và tàn nhang', 'Da liễu thẩm mỹ'],
        workingHours: WEEK,
        holidays: [],
      })
      .onConflictDoNothing()
      .returning();
    created.push('clinic Phòng khám Da liễu Lumi Hà Nội');
  }
  if (!clinic) [clinic] = await db.select().from(clinics).where(eq(clinics.adminId, clinicOwner.id)).limit(1);
  if (!clinic) throw new Error('demo clinic could not be created');

  const doctorSeeds = [
    {
      ...DEMO.doctor,
      slug: 'bs-pham-thi-an',
      phone: '0912345678',
      specialty: 'Điều trị mụn',
      experience: 12,
      fees: 300_000,
      duration: 30,
      hue: 330,
      about:
        '<p>Bác sĩ chuyên khoa II Da liễu, 12 năm điều trị mụn trứng cá và sẹo rỗ tại Bệnh viện Da liễu Trung ương.</p>',
    },
    {
      ...DEMO.doctor2,
      slug: 'bs-do-van-binh',
      phone: '0987654321',
      specialty: 'Điều trị nám và tàn nhang',
      experience: 8,
      fees: 250_000,
      duration: 30,
      hue: 200,
      about:
        '<p>Thạc sĩ, bác sĩ Da liễu, chuyên điều trị nám, tàn nhang và tăng sắc tố sau viêm bằng phác đồ kết hợp.</p>',
    },
  ];
  for (const d of doctorSeeds) {
    const [existing] = await db
      .select({ id: doctors.id })
      .from(doctors)
      .where(sql`lower(${doctors.email}) = ${d.email}`)
      .limit(1);
    if (existing) continue;
    const [row] = await db
      .insert(doctors)
      .values({
        clinicId: clinic.id,
        name: d.name,
        slug: d.slug,
        email: d.email,
        passwordHash: await hashPassword(d.password),
        phone: d.phone,
        about: d.about,
        specialty: d.specialty,
        experience: d.experience,
        fees: d.fees,
        duration: d.duration,
        schedule: [],
        holidays: [],
      })
      .onConflictDoNothing()
      .returning({ id: doctors.id });
    if (!row) continue;
    const avatar = await storeImage(
      db,
      storage,
      `${d.slug}-avatar`,
      await portrait(d.hue),
      'doctor',
      'doctor',
      row.id,
    );
    await db.update(doctors).set({ avatar }).where(eq(doctors.id, row.id));
    created.push(`doctor ${d.email}`);
  }

  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO.customer.email}`)
    .limit(1);
  if (!customer) {
    await db
      .insert(users)
      .values({
        name: DEMO.customer.name,
        email: DEMO.customer.email,
        phone: '0901234567',
        passwordHash: await hashPassword(DEMO.customer.password),
        isVerified: true,
      })
      .onConflictDoNothing();
    created.push(`customer ${DEMO.customer.email}`);
  }
  // The demo shop: categories, brands, products with their photos, and promotions (owned by the ADMIN account).
  created.push(...(await seedCatalog(db, storage, { ownerId: shopAdmin.id })));
  // Delivered demo orders with the reviews behind the products' ratings (decision 20).
  const [demoCustomer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO.customer.email}`)
    .limit(1);
  if (demoCustomer) {
    created.push(
      ...(await seedReviews(db, {
        customerId: demoCustomer.id,
        admin: { id: shopAdmin.id, name: shopAdmin.name },
        password: DEMO.customer.password,
      })),
    );
  }
  return created;
}

/** True when the database has no account at all: the first start loads the demo data. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(admins);
  return (row?.n ?? 0) === 0;
}
