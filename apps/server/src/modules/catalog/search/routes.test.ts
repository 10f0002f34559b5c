import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicSummary, DoctorSummary, ProductSummary, WorkingDay } from '@lumi/shared';
import { answered, buildTestApp, demoPrincipals, injectAs, type TestApp } from '../../../../test/helpers';
import { expectValidation } from '../../../../test/assertions';
import { admins, clinics, doctors } from '../../../db/schema';
import { catalogFixtures } from '../test-fixtures';

const M = 'Src';
const LOGO = { url: '/uploads/seed/logo.webp', publicId: 'seed/logo' };
const WEEK: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek: dayOfWeek as WorkingDay['dayOfWeek'],
  isOpen: true,
  startTime: '08:00',
  endTime: '17:00',
  breakTime: null,
}));

type Preview = {
  data: {
    products: ProductSummary[];
    doctors: DoctorSummary[];
    clinics: ClinicSummary[];
    totals: { products: number; doctors: number; clinics: number };
  };
};
type Page<T> = {
  data: T[];
  pagination: { page: number; pageSize: number; totalPage: number; totalItems: number };
};

describe('GET /search (api-contract §4.11, decision 13)', () => {
  let t: TestApp;
  let product: ProductSummary;
  let openClinicId: string;

  async function clinic(name: string, isActive: boolean): Promise<string> {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const [admin] = await t.database.db
      .insert(admins)
      .values({ username: `pk.${slug}`.slice(0, 50), name, role: 'CLINIC', passwordHash: 'x' })
      .returning({ id: admins.id });
    const [row] = await t.database.db
      .insert(clinics)
      .values({
        adminId: admin!.id,
        name,
        slug,
        logo: LOGO,
        address: '<p>1 Tràng Tiền, Hà Nội</p>',
        phone: '0912345678',
        email: `${slug}@lumi.vn`,
        specialties: ['Da liễu tổng quát', 'Điều trị sẹo'],
        workingHours: WEEK,
        isActive,
      })
      .returning({ id: clinics.id });
    return row!.id;
  }

  async function doctor(clinicId: string, name: string, fees: number, isActive = true) {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await t.database.db.insert(doctors).values({
      clinicId,
      name,
      slug,
      email: `${slug}@lumi.vn`,
      passwordHash: 'x',
      phone: '0987654321',
      specialty: 'Điều trị sẹo',
      fees,
      isActive,
    });
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const who = await demoPrincipals(t.app);
    const fx = catalogFixtures(t, who.admin, M);
    const shelf = await fx.category('Tìm kiếm');
    const brand = await fx.brand('Tìm Kiếm');
    product = await fx.product({ brand: brand._id, category: shelf._id, name: `Sữa rửa mặt Quorvex ${M}` });
    openClinicId = await clinic('Phong kham Quorvex Mo', true);
    const closedId = await clinic('Phong kham Quorvex Dong', false);
    await doctor(openClinicId, 'BS. Quorvex Minh', 200_000);
    await doctor(openClinicId, 'BS. Quorvex Lan', 400_000);
    await doctor(openClinicId, 'BS. Quorvex Nghỉ', 900_000, false);
    await doctor(closedId, 'BS. Quorvex Đóng', 300_000);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string) => {
    const res = await injectAs(t.app, null, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('without a type: a few of each kind (active doctors of active clinics, active clinics) and the totals', async () => {
    const body = await get<Preview>('/search?search=quorvex');
    expect(body.data.products.map((p) => p._id)).toEqual([product._id]);
    expect(body.data.doctors.map((d) => d.name).sort()).toEqual(['BS. Quorvex Lan', 'BS. Quorvex Minh']);
    expect(body.data.doctors[0]).toMatchObject({
      specialty: 'Điều trị sẹo',
      clinic: {
        _id: openClinicId,
        name: 'Phong kham Quorvex Mo',
        logo: answered(LOGO),
        address: '<p>1 Tràng Tiền, Hà Nội</p>',
      },
      averageRating: 0,
      reviewCount: 0,
    });
    expect(body.data.clinics).toEqual([
      {
        _id: openClinicId,
        name: 'Phong kham Quorvex Mo',
        slug: 'phong-kham-quorvex-mo',
        logo: answered(LOGO),
        banners: [],
        address: '<p>1 Tràng Tiền, Hà Nội</p>',
        specialties: ['Da liễu tổng quát', 'Điều trị sẹo'],
        doctorCount: 2,
        reviewCount: 0,
        averageRating: 0,
        feeRange: { min: 200_000, max: 400_000 },
      },
    ]);
    expect(body.data.totals).toEqual({ products: 1, doctors: 2, clinics: 1 });
  });

  it('ignores diacritics and small typos for doctors and clinics too', async () => {
    const body = await get<Preview>(`/search?search=${encodeURIComponent('pham thi an')}`);
    expect(body.data.doctors.map((d) => d.name)).toContain('BS. Phạm Thị An');
    const typo = await get<Preview>(`/search?search=${encodeURIComponent('quorvexx minh')}`);
    expect(typo.data.doctors.map((d) => d.name)).toEqual(['BS. Quorvex Minh']);
    const specialty = await get<Preview>(`/search?search=${encodeURIComponent('dieu tri seo quorvex')}`);
    expect(specialty.data.clinics.map((c) => c._id)).toEqual([openClinicId]);
  });

  it('with a type: that list, paginated (10 a page for doctors and clinics, 12 for products)', async () => {
    const doctorsPage = await get<Page<DoctorSummary>>('/search?search=quorvex&type=doctors');
    expect(doctorsPage.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 2 });
    const second = await get<Page<DoctorSummary>>('/search?search=quorvex&type=doctors&page=2&pageSize=1');
    expect(second.data).toHaveLength(1);
    expect(second.pagination).toEqual({ page: 2, pageSize: 1, totalPage: 2, totalItems: 2 });
    const past = await get<Page<DoctorSummary>>('/search?search=quorvex&type=doctors&page=3&pageSize=1');
    expect(past).toEqual({
      success: true,
      data: [],
      pagination: { page: 3, pageSize: 1, totalPage: 2, totalItems: 2 },
    });

    const clinicsPage = await get<Page<ClinicSummary>>('/search?search=quorvex&type=clinics');
    expect(clinicsPage.data.map((c) => c._id)).toEqual([openClinicId]);
    expect(clinicsPage.pagination.pageSize).toBe(10);

    const productsPage = await get<Page<ProductSummary>>('/search?search=quorvex&type=products');
    expect(productsPage.data.map((p) => p._id)).toEqual([product._id]);
    expect(productsPage.pagination).toEqual({ page: 1, pageSize: 12, totalPage: 1, totalItems: 1 });
    const productsPast = await get<Page<ProductSummary>>('/search?search=quorvex&type=products&page=2');
    expect(productsPast).toMatchObject({ data: [], pagination: { page: 2, totalItems: 1 } });
  });

  it('explains a missing text or an unknown type', async () => {
    expectValidation(
      await injectAs(t.app, null, { method: 'GET', url: '/search' }),
      'search',
      'Vui lòng nhập từ khóa tìm kiếm',
    );
    expectValidation(
      await injectAs(t.app, null, { method: 'GET', url: '/search?search=kem&type=shops' }),
      'type',
      'Dữ liệu không hợp lệ',
    );
  });
});
