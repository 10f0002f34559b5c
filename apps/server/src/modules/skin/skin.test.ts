import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SKIN_MESSAGES,
  productWarnings,
  toLocalDate,
  type DiaryEntry,
  type DiaryProductSuggestion,
  type CategoryProductsResponse,
  type DoctorSkinView,
  type Notification,
  type Product,
  type ProductSummary,
  type SkinNote,
  type SkinQuizAnswers,
  type SkinRecord,
  type SkinShare,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  DEMO,
  buildTestApp,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { doctors, skinDiaryEntries, skinNotes, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { usersRepository } from '../auth/repository';
import { catalogFixtures, type Principals } from '../catalog/test-fixtures';
import { uploadsRepository } from '../uploads/repository';
import { jpegWithExif, postUpload } from '../../../test/multipart';
import { directoryFixtures } from '../clinics/test-fixtures';

const M = 'HoSoDa';

const calm: SkinQuizAnswers = {
  oil: ['tzone'],
  reactive: ['rarely'],
  acne: ['few'],
  spots: ['marks'],
  age: ['none'],
  goals: ['pores'],
  pregnancy: ['no'],
  allergies: ['none'],
};

let t: TestApp;
let p: Principals;
let dir: ReturnType<typeof directoryFixtures>;
let doctor: { id: string; clinicId: string };
let otherDoctor: { id: string; clinicId: string };
let customerId: string;
let otherCustomer: Principal;

const record = async (who: Principal) => {
  const res = await injectAs(t.app, who, { method: 'GET', url: '/skin/record' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: SkinRecord }>().data;
};
const doctorView = async (bookingId: string) => {
  const res = await injectAs(t.app, p.doctor, { method: 'GET', url: `/skin/bookings/${bookingId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DoctorSkinView }>().data;
};
const note = (bookingId: string, text: string, avoid: string[] = []) =>
  injectAs(t.app, p.doctor, { method: 'POST', url: '/skin/notes', payload: { bookingId, text, avoid } });
const booking = (
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
  who = doctor,
  userId = customerId,
) => dir.booking({ userId, doctorId: who.id, clinicId: who.clinicId, status });

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  dir = directoryFixtures(t, M);
  const db = t.database.db;
  const [d] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
  doctor = { id: d!.id, clinicId: d!.clinicId };
  const another = (await db.select().from(doctors).limit(10)).find((x) => x.id !== d!.id)!;
  otherDoctor = { id: another.id, clinicId: another.clinicId };
  const [u] = await db.select().from(users).where(eq(users.email, DEMO.customer.email));
  customerId = u!.id;

  const email = `khach.${M.toLowerCase()}@lumi.vn`;
  await usersRepository(db).insert({
    name: 'Khách Khác',
    email,
    passwordHash: await hashPassword('khach-khac-2026'),
    isVerified: true,
  });
  const login = await injectAs(t.app, null, {
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: 'khach-khac-2026' },
  });
  otherCustomer = { kind: 'user', token: login.json<{ accessToken: string }>().accessToken };
});

afterAll(async () => {
  await t?.close();
});

describe('the skin quiz (issue 32 item 2)', () => {
  it('refuses incomplete or unknown answers per question and saves nothing', async () => {
    const { oil: _oil, ...noOil } = calm;
    let res = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: '/skin/profile',
      payload: { answers: noOil },
    });
    expectValidation(res, 'answers.oil', SKIN_MESSAGES.answerRequired);
    res = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: '/skin/profile',
      payload: { answers: { ...calm, acne: ['many', 'few'] } },
    });
    expectValidation(res, 'answers.acne', SKIN_MESSAGES.answerInvalid);
    expect((await record(p.user)).profile).toBeNull();
  });

  it('saves the answers with what they say, and suggests a doctor when an answer calls for one', async () => {
    const res = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: '/skin/profile',
      payload: { answers: { ...calm, acne: ['cystic'], pregnancy: ['yes'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: SkinRecord; message: string }>();
    expect(saved.message).toBe(SKIN_MESSAGES.profileSaved);
    expect(saved.data.profile).toMatchObject({
      skinType: 'combination',
      concerns: ['acne', 'pigmentation', 'pores'],
      avoid: ['retinoid', 'hydroquinone'],
    });
    expect(saved.data.profile!.seeDoctor[0]).toMatch(/Mụn nang/);
    expect(saved.data.avoid.map((a) => a.flag)).toEqual(['retinoid', 'hydroquinone']);
    expect((await record(p.user)).profile?.answers).toEqual({
      ...calm,
      acne: ['cystic'],
      pregnancy: ['yes'],
    });
    // Another customer's record is their own: empty.
    expect(await record(otherCustomer)).toMatchObject({ profile: null, notes: [], avoid: [], shares: [] });
  });
});

describe('the doctor’s notes and sharing (issue 32 items 2, 3 and 5)', () => {
  it('lets the booking’s doctor write a note at a confirmed or completed visit and tells the customer', async () => {
    const confirmed = await booking('confirmed');
    const res = await note(confirmed, '  dị ứng hương liệu  ', ['fragrance', 'essential_oil']);
    expect(res.statusCode, res.body).toBe(201);
    const written = res.json<{ data: SkinNote; message: string }>();
    expect(written.message).toBe(SKIN_MESSAGES.noteCreated);
    expect(written.data).toMatchObject({ text: 'dị ứng hương liệu', avoid: ['fragrance', 'essential_oil'] });

    const mine = await record(p.user);
    expect(mine.notes.map((n) => n._id)).toContain(written.data._id);
    const fragrance = mine.avoid.find((a) => a.flag === 'fragrance');
    expect(fragrance?.reasons.some((r) => r.endsWith(': dị ứng hương liệu'))).toBe(true);

    const bell = await injectAs(t.app, p.user, {
      method: 'GET',
      url: '/notifications/by-user?type=BOOKING&limit=5',
    });
    expect(bell.statusCode, bell.body).toBe(200);
    const titles = bell.json<{ data: Notification[] }>().data.map((n) => n.title);
    expect(titles).toContain('Bác sĩ đã thêm ghi chú vào hồ sơ da của bạn');
  });

  it('refuses notes on pending, cancelled and other doctors’ bookings, and bad text', async () => {
    expectFailure(await note(await booking('pending'), 'Tránh retinoid'), 'SKIN_NOTE_BOOKING_NOT_ELIGIBLE');
    expectFailure(await note(await booking('cancelled'), 'Tránh retinoid'), 'SKIN_NOTE_BOOKING_NOT_ELIGIBLE');
    expectFailure(await note(await booking('completed', otherDoctor), 'Tránh retinoid'), 'BOOKING_NOT_FOUND');
    const confirmed = await booking('confirmed');
    expectValidation(await note(confirmed, ' '), 'text', SKIN_MESSAGES.noteRequired);
    expectValidation(await note(confirmed, 'x'.repeat(301)), 'text', SKIN_MESSAGES.noteLength);
    const bad = await note(confirmed, 'Tránh retinoid', ['mercury']);
    expect(bad.statusCode).toBe(400);
  });

  it('shows the doctor only their own notes until the customer shares, and hides again at once on revoke', async () => {
    const visit = await booking('completed');
    // A note by another doctor, at another visit.
    const elsewhere = await booking('completed', otherDoctor);
    await t.database.db.insert(skinNotes).values({
      userId: customerId,
      doctorId: otherDoctor.id,
      bookingId: elsewhere,
      text: 'tránh retinoid (đang mang thai)',
      avoid: ['retinoid'],
    });
    const own = await note(visit, 'Da nhạy cảm, tránh cồn', ['alcohol']);
    expect(own.statusCode, own.body).toBe(201);

    let view = await doctorView(visit);
    expect(view.shared).toBe(false);
    expect(view.profile).toBeNull();
    expect(view.notes.every((n) => n.doctor._id === doctor.id)).toBe(true);
    expect(view.notes.map((n) => n.text)).not.toContain('tránh retinoid (đang mang thai)');

    const shared = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/skin/shares',
      payload: { bookingId: visit },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<{ data: SkinShare[] }>().data.map((s) => s.booking._id)).toContain(visit);
    // Sharing twice changes nothing.
    const again = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/skin/shares',
      payload: { bookingId: visit },
    });
    expect(again.json<{ data: SkinShare[] }>().data.filter((s) => s.booking._id === visit)).toHaveLength(1);

    view = await doctorView(visit);
    expect(view.shared).toBe(true);
    expect(view.profile?.skinType).toBe('combination');
    expect(view.notes.map((n) => n.text)).toContain('tránh retinoid (đang mang thai)');
    expect(view.avoid.map((a) => a.flag)).toEqual(
      expect.arrayContaining(['retinoid', 'alcohol', 'fragrance']),
    );

    const revoked = await injectAs(t.app, p.user, { method: 'DELETE', url: `/skin/shares/${visit}` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    view = await doctorView(visit);
    expect(view.shared).toBe(false);
    expect(view.profile).toBeNull();
    expect(view.notes.map((n) => n.text)).not.toContain('tránh retinoid (đang mang thai)');
  });

  it('refuses to share another customer’s booking or a cancelled one', async () => {
    const visit = await booking('confirmed');
    expectFailure(
      await injectAs(t.app, otherCustomer, {
        method: 'POST',
        url: '/skin/shares',
        payload: { bookingId: visit },
      }),
      'BOOKING_NOT_FOUND',
    );
    expectFailure(
      await injectAs(t.app, p.user, {
        method: 'POST',
        url: '/skin/shares',
        payload: { bookingId: await booking('cancelled') },
      }),
      'SKIN_SHARE_NOT_ALLOWED',
    );
    // Another doctor cannot read the record through a booking not theirs.
    expectFailure(
      await injectAs(t.app, p.doctor, {
        method: 'GET',
        url: `/skin/bookings/${await booking('completed', otherDoctor)}`,
      }),
      'BOOKING_NOT_FOUND',
    );
  });

  it('lets a doctor delete only their own note', async () => {
    const visit = await booking('confirmed');
    const mine = (await note(visit, 'Tạm ngưng AHA', ['aha'])).json<{ data: SkinNote }>().data;
    const [theirs] = await t.database.db
      .insert(skinNotes)
      .values({
        userId: customerId,
        doctorId: otherDoctor.id,
        bookingId: await booking('completed', otherDoctor),
        text: 'Không phải của bác sĩ này',
      })
      .returning({ id: skinNotes.id });
    expectFailure(
      await injectAs(t.app, p.doctor, { method: 'DELETE', url: `/skin/notes/${theirs!.id}` }),
      'SKIN_NOTE_NOT_FOUND',
    );
    const removed = await injectAs(t.app, p.doctor, { method: 'DELETE', url: `/skin/notes/${mine._id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await record(p.user)).notes.map((n) => n._id)).not.toContain(mine._id);
    expectFailure(
      await injectAs(t.app, p.doctor, { method: 'DELETE', url: `/skin/notes/${mine._id}` }),
      'SKIN_NOTE_NOT_FOUND',
    );
  });
});

describe('products know what is in them (issue 32 items 1 and 2)', () => {
  let serum: Product;
  let cream: Product;
  let plain: Product;
  let slug: string;

  beforeAll(async () => {
    const fx = catalogFixtures(t, p.admin, M);
    const category = await fx.category('Dưỡng da');
    slug = category.slug;
    const brand = await fx.brand('Nhãn');
    const base = { brand: brand._id, category: category._id };
    serum = await fx.product({
      ...base,
      name: `Serum retinol ${M}`,
      ingredients: 'Aqua, Glycerin, Retinol, Tocopherol, Phenoxyethanol',
      skinTypes: ['oily', 'combination'],
      concerns: ['aging', 'acne'],
    });
    cream = await fx.product({
      ...base,
      name: `Kem dưỡng thơm ${M}`,
      ingredients: ['Aqua', 'Cetearyl Alcohol', 'Shea Butter', 'Parfum', 'Linalool'],
      skinTypes: ['dry', 'normal'],
      concerns: ['dehydration'],
    });
    plain = await fx.product({
      ...base,
      name: `Kem phục hồi ${M}`,
      ingredients: 'Aqua, Glycerin, Panthenol, Ceramide NP, Centella Asiatica Extract',
      skinTypes: ['sensitive', 'dry'],
      concerns: ['redness', 'dehydration'],
    });
  });

  it('keeps the INCI list and reads its families on every write', async () => {
    expect(serum.ingredients).toEqual(['Aqua', 'Glycerin', 'Retinol', 'Tocopherol', 'Phenoxyethanol']);
    expect(serum.ingredientFlags).toEqual(['retinoid']);
    // Cetearyl alcohol is a fatty alcohol: only the fragrance counts.
    expect(cream.ingredientFlags).toEqual(['fragrance']);
    expect(plain.ingredientFlags).toEqual([]);
    const res = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/products/${plain._id}`,
      payload: { ingredients: 'Aqua, Glycerin, Panthenol, Alcohol Denat.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Product }>().data.ingredientFlags).toEqual(['alcohol']);
    const back = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/products/${plain._id}`,
      payload: { ingredients: 'Aqua, Glycerin, Panthenol, Ceramide NP, Centella Asiatica Extract' },
    });
    expect(back.json<{ data: Product }>().data.ingredientFlags).toEqual([]);
    const tooMany = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/products/${plain._id}`,
      payload: { ingredients: Array.from({ length: 81 }, (_, i) => `Chiết xuất ${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  const list = async (query: string) => {
    const res = await injectAs(t.app, null, { method: 'GET', url: `/products/categories/${slug}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CategoryProductsResponse>();
  };

  it('filters by skin type and concern, and offers the ones present', async () => {
    const all = await list('');
    expect(all.filters.skinTypes).toEqual(['dry', 'oily', 'combination', 'normal', 'sensitive']);
    expect(all.filters.concerns).toEqual(['acne', 'aging', 'dehydration', 'redness']);
    expect((await list('skinTypes=oily')).data.map((x) => x._id)).toEqual([serum._id]);
    expect((await list('concerns=dehydration')).data.map((x) => x._id).sort()).toEqual(
      [cream._id, plain._id].sort(),
    );
    expect((await list('skinTypes=sensitive&concerns=aging')).data).toEqual([]);
    expect(
      (await injectAs(t.app, null, { method: 'GET', url: `/products/categories/${slug}?skinTypes=oilly` }))
        .statusCode,
    ).toBe(400);
  });

  it('“Phù hợp với da tôi” hides every product holding what the record avoids', async () => {
    // The demo customer's record: pregnancy (retinoid, hydroquinone) and a doctor's note (fragrance, essential oil).
    const mine = await record(p.user);
    const avoid = mine.avoid.map((a) => a.flag);
    expect(avoid).toEqual(expect.arrayContaining(['retinoid', 'fragrance']));
    const shown = (await list(`avoid=${avoid.join(',')}`)).data;
    expect(shown.map((x) => x._id)).toEqual([plain._id]);
    for (const product of shown) expect(productWarnings(product.ingredientFlags, mine.avoid)).toEqual([]);
    // Without the filter the flagged ones are there, each with a warning.
    const everything: ProductSummary[] = (await list('')).data;
    const warned = everything.filter((x) => productWarnings(x.ingredientFlags, mine.avoid).length > 0);
    expect(warned.map((x) => x._id).sort()).toEqual([serum._id, cream._id].sort());

    // The search page's products narrow the same way.
    const search = await injectAs(t.app, null, {
      method: 'GET',
      url: `/search?search=${encodeURIComponent(M)}&type=products&avoid=${avoid.join(',')}`,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ data: ProductSummary[] }>().data.map((x) => x._id)).toEqual([plain._id]);
  });
});

describe('the skin diary (issue 32 items 3 and 5)', () => {
  type Uploaded = { url: string; publicId: string };
  const upload = async (who: Principal, purpose = 'diary') => {
    const res = await postUpload(t.app, who, purpose, {
      data: await jpegWithExif(),
      filename: 'da-mat.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Uploaded }>().data;
  };
  const add = (who: Principal, payload: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'POST', url: '/skin/diary', payload });
  const today = () => toLocalDate(t.clock.now());
  const fetchPhoto = (url: string) => t.app.inject({ method: 'GET', url });

  it('keeps a private, dated entry whose photo lost its camera and location data', async () => {
    const photo = await upload(p.user);
    // The stored file is never served from /uploads, however the path is spelled.
    for (const url of [
      photo.url,
      photo.url.replace('/diary/', '/%64iary/'),
      photo.url.replace('/diary/', '/./diary/'),
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);

    const products = await injectAs(t.app, p.user, { method: 'GET', url: '/skin/diary/products' });
    expect(products.statusCode, products.body).toBe(200);
    const inUse = products.json<{ data: DiaryProductSuggestion[] }>().data;
    // The demo customer's delivered orders name some products.
    expect(inUse.some((x) => x.source === 'order')).toBe(true);

    const res = await add(p.user, {
      date: today(),
      note: 'Da đỡ đỏ hơn sau 1 tuần',
      photos: [photo],
      productIds: [inUse[0]!._id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json<{ data: DiaryEntry }>().data;
    expect(entry).toMatchObject({
      date: today(),
      note: 'Da đỡ đỏ hơn sau 1 tuần',
      products: [{ _id: inUse[0]!._id }],
    });

    const served = await fetchPhoto(entry.photos[0]!.url);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // A link altered in any part is refused.
    expect((await fetchPhoto(entry.photos[0]!.url.replace(/s=[^&]+/, 's=AAAA'))).statusCode).toBe(404);
    expect((await fetchPhoto(entry.photos[0]!.url.replace(/e=\d+/, 'e=9999999999999'))).statusCode).toBe(404);

    const mine = await injectAs(t.app, p.user, { method: 'GET', url: '/skin/diary' });
    expect(mine.json<{ data: DiaryEntry[] }>().data.map((e) => e._id)).toContain(entry._id);
    const theirs = await injectAs(t.app, otherCustomer, { method: 'GET', url: '/skin/diary' });
    expect(theirs.json<{ data: DiaryEntry[] }>().data).toEqual([]);
  });

  it('refuses an empty day, a future day, another’s photo or a photo not uploaded for the diary', async () => {
    expectValidation(await add(p.user, { date: today(), note: '  ' }), 'note', SKIN_MESSAGES.diaryEmpty);
    const tomorrow = toLocalDate(new Date(t.clock.now().getTime() + 86_400_000));
    expectValidation(
      await add(p.user, { date: tomorrow, note: 'Ngày mai' }),
      'date',
      SKIN_MESSAGES.diaryDateInvalid,
    );
    expectFailure(
      await add(p.user, { date: today(), photos: [await upload(otherCustomer)] }),
      'UPLOAD_INVALID',
    );
    expectFailure(
      await add(p.user, { date: today(), photos: [await upload(p.user, 'review')] }),
      'UPLOAD_INVALID',
    );
  });

  it('shows the diary to the booking’s doctor only while shared; revoking stops even a link already given', async () => {
    const visit = await booking('confirmed');
    const photo = await upload(p.user);
    const entry = (await add(p.user, { date: today(), note: 'Trước khi khám', photos: [photo] })).json<{
      data: DiaryEntry;
    }>().data;

    expect((await doctorView(visit)).diary).toEqual([]);
    await injectAs(t.app, p.user, { method: 'POST', url: '/skin/shares', payload: { bookingId: visit } });
    const seen = (await doctorView(visit)).diary.find((e) => e._id === entry._id);
    expect(seen?.note).toBe('Trước khi khám');
    const link = seen!.photos[0]!.url;
    expect((await fetchPhoto(link)).statusCode).toBe(200);

    await injectAs(t.app, p.user, { method: 'DELETE', url: `/skin/shares/${visit}` });
    expect((await doctorView(visit)).diary).toEqual([]);
    expectFailure(await fetchPhoto(link), 'SKIN_PHOTO_NOT_FOUND');
    // The owner's own link still works.
    const own = (await injectAs(t.app, p.user, { method: 'GET', url: '/skin/diary' }))
      .json<{ data: DiaryEntry[] }>()
      .data.find((e) => e._id === entry._id)!;
    expect((await fetchPhoto(own.photos[0]!.url)).statusCode).toBe(200);
  });

  it('deletes an entry with its photos; only its owner can', async () => {
    const photo = await upload(p.user);
    const entry = (await add(p.user, { date: today(), photos: [photo] })).json<{ data: DiaryEntry }>().data;
    expectFailure(
      await injectAs(t.app, otherCustomer, { method: 'DELETE', url: `/skin/diary/${entry._id}` }),
      'SKIN_DIARY_NOT_FOUND',
    );
    const res = await injectAs(t.app, p.user, { method: 'DELETE', url: `/skin/diary/${entry._id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', `${photo.publicId}.webp`))).toBe(false);
    expect(await uploadsRepository(t.database.db).findByPublicId(photo.publicId)).toBeUndefined();
    expectFailure(await fetchPhoto(entry.photos[0]!.url), 'SKIN_PHOTO_NOT_FOUND');
  });

  it('goes with the account: deleting a customer deletes their diary and its photo files', async () => {
    const email = `xoa.${M.toLowerCase()}@lumi.vn`;
    const row = await usersRepository(t.database.db).insert({
      name: 'Khách Sẽ Xóa',
      email,
      passwordHash: await hashPassword('khach-xoa-2026'),
      isVerified: true,
    });
    const login = await injectAs(t.app, null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'khach-xoa-2026' },
    });
    const leaving: Principal = { kind: 'user', token: login.json<{ accessToken: string }>().accessToken };
    const photo = await upload(leaving);
    expect((await add(leaving, { date: today(), photos: [photo] })).statusCode).toBe(201);
    const file = path.join(t.config.dataDir, 'uploads', `${photo.publicId}.webp`);
    expect(existsSync(file)).toBe(true);

    const res = await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/users/${row!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { deleted: boolean } }>().data.deleted).toBe(true);
    expect(existsSync(file)).toBe(false);
    expect(
      await t.database.db.select().from(skinDiaryEntries).where(eq(skinDiaryEntries.userId, row!.id)),
    ).toEqual([]);
  });
});
