import { sql } from 'drizzle-orm';
import type { WorkingDay } from '@lumi/shared';
import type { Db } from '../db/client';
import type { TableName } from '../db/owners';
import { rowsOf } from '../db/sql';
import { hashPassword } from '../lib/password';
import { adminsRepository } from '../modules/admins/repository';
import { usersRepository } from '../modules/auth/repository';
import { clinicsManagementRepository } from '../modules/clinics/management-repository';
import { appStateRepository } from '../modules/system/app-state-repository';
import type { FileStorage } from '../providers/storage';
import { seedVouchers } from './vouchers';
import { loyaltyBulk } from '../modules/loyalty/bulk-repository';
import { ordersBulk } from '../modules/orders/bulk-repository';
import { stockAlertsBulk } from '../modules/stock-alerts/bulk-repository';
import { seedCatalog } from './catalog';
import { seedBookings } from './bookings';
import { seedConversations } from './chat';
import { drawClinicGallery, ensureDemoDoctor, seedClinics, storeClinicGallery } from './clinics';
import { DEMO_REVIEWERS, seedReviews } from './reviews';
import { seedShopHistory } from './shop-history';
import { clinicLogo, portrait } from './images';
import { storeImage } from './store-image';

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

const DEMO_SEED_KEY = 'demo_seed';
const DAY_MS = 86_400_000;

/**
 * Loads the demo data; safe to run again (what exists is left alone). Returns what it created.
 *
 * All or nothing: every row is written in one transaction that ends by recording `demo_seed` in `app_state`, so a
 * first start killed half-way leaves an empty database and the next start seeds it whole (ADR 0016). Files put in
 * storage before an interruption stay behind and are overwritten under the same names by the next run. Two
 * processes starting together on one PostgreSQL database take turns on an advisory lock.
 */
/** One step of the demo data done: which (1-based, of `total`), what it loads, and the rows there are now. */
export type SeedProgress = {
  step: number;
  total: number;
  label: string;
  counts: Record<string, number>;
  elapsedMs: number;
};

/** What each step loads, in order, and the tables whose rows it reports (Vietnamese: a first start prints them). */
const SEED_STEPS = [
  {
    label: 'tài khoản, phòng khám Hà Nội và bác sĩ',
    counts: { 'tài khoản quản trị': 'admins', 'bác sĩ': 'doctors' },
  },
  {
    label: 'danh mục, thương hiệu, sản phẩm, ảnh và mã giảm giá',
    counts: {
      'danh mục': 'categories',
      'thương hiệu': 'brands',
      'sản phẩm': 'products',
      'mã giảm giá': 'vouchers',
    },
  },
  { label: 'đơn đã giao và đánh giá sản phẩm', counts: { 'đơn hàng': 'orders', 'đánh giá': 'reviews' } },
  {
    label: 'lịch sử bán hàng 14 tháng, điểm thưởng, khách chờ hàng và trả hàng',
    counts: {
      'khách hàng': 'users',
      'đơn hàng': 'orders',
      'lượt tích điểm': 'point_entries',
      'khách chờ hàng': 'stock_alerts',
      'yêu cầu trả hàng': 'order_returns',
    },
  },
  { label: 'phòng khám các tỉnh thành và bác sĩ', counts: { 'phòng khám': 'clinics', 'bác sĩ': 'doctors' } },
  { label: 'lịch khám và đánh giá bác sĩ', counts: { 'lịch khám': 'bookings' } },
  { label: 'trò chuyện mẫu', counts: { 'cuộc trò chuyện': 'conversations', 'tin nhắn': 'messages' } },
] as const satisfies readonly { label: string; counts: Record<string, TableName> }[];

export async function seedDemoData(
  db: Db,
  storage: FileStorage,
  onProgress?: (progress: SeedProgress) => void,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lumi:demo-seed'))`);
    const started = Date.now();
    let step = 0;
    const progress = async () => {
      const { label, counts } = SEED_STEPS[step]!;
      step += 1;
      if (!onProgress) return;
      const rows: Record<string, number> = {};
      for (const [name, table] of Object.entries(counts)) {
        const [row] = await rowsOf<{ n: number }>(
          tx as unknown as Db,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        rows[name] = row?.n ?? 0;
      }
      onProgress({ step, total: SEED_STEPS.length, label, counts: rows, elapsedMs: Date.now() - started });
    };
    const created = await seedAll(tx as unknown as Db, storage, progress);
    await appStateRepository(tx as unknown as Db).set(DEMO_SEED_KEY, new Date().toISOString());
    return created;
  });
}

/** True once the demo data has committed whole (see seedDemoData). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  return appStateRepository(db).has(DEMO_SEED_KEY);
}

async function seedAll(db: Db, storage: FileStorage, progress: () => Promise<void>): Promise<string[]> {
  const created: string[] = [];
  // Hashing is deliberately slow and the demo accounts share a few passwords: each password is hashed once.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password)));
    return hash;
  };

  async function ensureAdmin(
    a: { username: string; password: string; name: string },
    role: 'ADMIN' | 'SUPPORT' | 'CLINIC',
  ) {
    const admins = adminsRepository(db);
    const existing = await admins.findByUsername(a.username);
    if (existing) return existing;
    const row = await admins.insert({
      username: a.username,
      name: a.name,
      role,
      passwordHash: await hashOf(a.password),
    });
    created.push(`admin ${a.username}`);
    const made = row ?? (await admins.findByUsername(a.username));
    if (!made) throw new Error(`demo account ${a.username} could not be created`);
    return made;
  }

  const shopAdmin = await ensureAdmin(DEMO.admin, 'ADMIN');
  await ensureAdmin(DEMO.support, 'SUPPORT');
  const clinicOwner = await ensureAdmin(DEMO.clinicAdmin, 'CLINIC');

  const clinicsRepo = clinicsManagementRepository(db);
  let clinicId = await clinicsRepo.clinicIdOfAdmin(clinicOwner.id);
  if (!clinicId) {
    const logo = await storeImage(
      db,
      storage,
      'clinic-hanoi-logo',
      await clinicLogo(),
      'clinic',
      'admin',
      clinicOwner.id,
    );
    // Like the other demo clinics: three banners and four photos (sky blue, the clinic side's hue).
    const { banners, images } = await storeClinicGallery(
      (key, data) => storeImage(db, storage, key, data, 'clinic', 'admin', clinicOwner.id),
      'clinic-hanoi',
      await drawClinicGallery('LM', 200, 3),
    );
    clinicId = await clinicsRepo.insertClinic({
      adminId: clinicOwner.id,
      name: 'Phòng khám Da liễu Lumi Hà Nội',
      slug: 'phong-kham-da-lieu-lumi-ha-noi',
      logo,
      banners,
      images,
      address: '<p>Số 25 Trần Hưng Đạo, phường Phan Chu Trinh, quận Hoàn Kiếm, Hà Nội</p>',
      phone: '0243 999 8888',
      email: 'hanoi@lumiclinic.vn',
      description:
        '<p>Phòng khám chuyên khoa da liễu với đội ngũ bác sĩ giàu kinh nghiệm, điều trị mụn, nám, viêm da cơ địa và tư vấn chăm sóc da cá nhân hóa.</p>',
      specialties: ['Da liễu tổng quát', 'Điều trị mụn', 'Điều trị nám và tàn nhang', 'Da liễu thẩm mỹ'],
      workingHours: WEEK,
      holidays: [],
    });
    created.push('clinic Phòng khám Da liễu Lumi Hà Nội');
  }

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
    const made = await ensureDemoDoctor(
      db,
      storage,
      {
        clinicId,
        name: d.name,
        slug: d.slug,
        email: d.email,
        passwordHash: await hashOf(d.password),
        phone: d.phone,
        about: d.about,
        specialty: d.specialty,
        experience: d.experience,
        fees: d.fees,
        duration: d.duration,
        schedule: [],
        holidays: [],
      },
      () => portrait(d.hue),
    );
    if (!made) continue;
    created.push(`doctor ${d.email}`);
  }

  if (!(await usersRepository(db).findByEmail(DEMO.customer.email))) {
    await usersRepository(db).insert({
      name: DEMO.customer.name,
      email: DEMO.customer.email,
      phone: '0901234567',
      passwordHash: await hashPassword(DEMO.customer.password),
      isVerified: true,
      // A member since before the demo orders of seedReviews (placed up to ~190 days back), not since today.
      createdAt: new Date(Date.now() - 420 * DAY_MS),
    });
    created.push(`customer ${DEMO.customer.email}`);
  }
  await progress();
  // The demo shop: categories, brands, products with their photos, and promotions (owned by the ADMIN account).
  created.push(...(await seedCatalog(db, storage, { ownerId: shopAdmin.id })));
  // The shop's voucher codes (ADR 0062).
  created.push(...(await seedVouchers(db)));
  await progress();
  // Delivered demo orders with the reviews behind the products' ratings (decision 20).
  const demoCustomer = await usersRepository(db).findByEmail(DEMO.customer.email);
  if (demoCustomer) {
    created.push(
      ...(await seedReviews(db, {
        customerId: demoCustomer.id,
        admin: { id: shopAdmin.id, name: shopAdmin.name },
        password: DEMO.customer.password,
      })),
    );
  }
  await progress();
  // About fourteen months of the shop's orders, from the reviewers and the customers who joined meanwhile (the
  // ADMIN's statistics).
  created.push(
    ...(await seedShopHistory(db, {
      admin: { id: shopAdmin.id, name: shopAdmin.name },
      password: DEMO.customer.password,
    })),
  );
  // The points those deliveries earned, by the tier each customer held then (ADR 0063).
  const pointEntries = await loyaltyBulk(db).earnDelivered();
  if (pointEntries > 0) created.push(`${pointEntries} point entries`);
  // Customers waiting for the sold-out colours, and some told lately who bought (ADR 0064).
  const waiting = await usersRepository(db).findByEmail(DEMO.customer.email);
  const alerts = waiting ? await stockAlertsBulk(db).seedDemo(waiting.id) : 0;
  if (alerts > 0) created.push(`${alerts} stock alerts`);
  // Returns of the last weeks' cash orders, one in each state (ADR 0065).
  const returns = waiting
    ? await ordersBulk(db).seedReturns(waiting.id, { id: shopAdmin.id, name: shopAdmin.name })
    : 0;
  if (returns > 0) created.push(`${returns} returns`);
  await progress();
  // The clinics of other cities with their accounts and doctors, then the demo bookings and their reviews.
  created.push(
    ...(await seedClinics(db, storage, {
      clinicPassword: DEMO.clinicAdmin.password,
      doctorPassword: DEMO.doctor.password,
      hashOf,
    })),
  );
  await progress();
  created.push(
    ...(await seedBookings(db, {
      customerEmail: DEMO.customer.email,
      reviewerEmails: DEMO_REVIEWERS.map((r) => r.email),
    })),
  );
  await progress();
  // The demo customer's chats with support and with Dr An (the inbox and the doctor's 'Tin nhắn' tab).
  created.push(
    ...(await seedConversations(db, {
      customerEmail: DEMO.customer.email,
      supportUsername: DEMO.support.username,
      doctorEmail: DEMO.doctor.email,
    })),
  );
  await progress();
  return created;
}
