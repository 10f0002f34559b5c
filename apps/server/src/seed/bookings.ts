import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  addLocalDays,
  bookingNotice,
  planDay,
  toLocalDate,
  workingWeek,
  type BookingActorModel,
  type BookingChange,
  type BookingStatus,
  type DoctorScheduleDay,
  type PatientGender,
  type PlannedSlot,
  type SlotSource,
  type WorkingDay,
} from '@lumi/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql';
import { usersBulk } from '../modules/auth/bulk-repository';
import { bookingsBulk, type NewBooking, type NewBookingEvent } from '../modules/bookings/bulk-repository';
import { importBookingReviews, type NewBookingReview } from '../modules/clinics/bulk-repository';
import { importNotifications } from '../modules/notifications/bulk-repository';
import type { NewNotificationRow } from '../modules/notifications/repository';
import { clinicView } from '../db/read/clinics';
import { adminView } from '../db/read/admins';
import { doctorView } from '../db/read/doctors';
import { viewAs } from '../db/views';

/**
 * Demo bookings of the demo customer and the demo reviewers (decisions 21–25): past ones (last 90 days) completed or
 * cancelled, future ones (next 30 days) pending, confirmed or cancelled, each on a real slot of its doctor (the shared
 * slot arithmetic), with the timeline of who moved it, and doctor and clinic reviews on completed bookings only. The
 * doctors' and clinics' ratings are then recomputed from the visible reviews. Deterministic for a given seeding day:
 * a seeded generator picks everything, and every planned booking is placed (the counts never vary).
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const PAST_DAYS = 90;
const FUTURE_DAYS = 30;

/** Bookings per demo reviewer: enough for every doctor to have a few and most to have reviews. */
export const BOOKINGS_PER_REVIEWER = 5;

/** mulberry32, as the other demo data uses. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Person = { id: string; name: string; email: string; phone: string | null };
type SeedDoctor = {
  id: string;
  name: string;
  email: string;
  clinicId: string;
  specialty: string;
  fees: number;
  source: Omit<SlotSource, 'bookings'>;
};
type SeedClinic = { id: string; admin: { id: string; name: string } };

type Outcome =
  | { status: 'pending' }
  | { status: 'confirmed' }
  | { status: 'completed'; doctorRate: number | null; clinicRate: number | null }
  | { status: 'cancelled'; by: Exclude<BookingActorModel, 'System'>; after: 'pending' | 'confirmed' };

type Patient = {
  name: string;
  phone: string;
  email: string;
  gender: PatientGender;
  dateOfBirth: string;
  address: string;
  note: string | null;
};

type PlannedBooking = {
  user: Person;
  patient: Patient;
  doctor: SeedDoctor;
  /** 'recent': one to three days ago, still confirmed — the visit the doctor has yet to mark completed. */
  when: 'past' | 'recent' | 'future';
  outcome: Outcome;
};

const CANCEL_REASONS: Record<Exclude<BookingActorModel, 'System'>, string[]> = {
  User: [
    'Tôi có việc đột xuất nên không thể đến đúng hẹn, tôi sẽ đặt lại lịch sau.',
    'Tôi đã sắp xếp được lịch khám ở gần nhà hơn.',
    'Con tôi bị sốt nên không đưa đi khám được, xin hủy lịch.',
    'Tôi phải đi công tác vào ngày này, xin phép hủy lịch hẹn.',
  ],
  Doctor: [
    'Bác sĩ có lịch hội chẩn đột xuất vào khung giờ này, mong bạn thông cảm và đặt lịch khác.',
    'Bác sĩ nghỉ ốm ngày này, phòng khám sẽ liên hệ để hẹn lại giúp bạn.',
  ],
  Clinic: [
    'Phòng khám tạm ngừng tiếp nhận do bảo trì thiết bị laser, xin lỗi bạn vì sự bất tiện.',
    'Phòng khám chưa liên lạc được với bạn để xác nhận lịch hẹn, vui lòng đặt lại khi thuận tiện.',
  ],
};

const DOCTOR_REVIEWS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Bác sĩ khám rất kỹ, giải thích rõ tình trạng da và hướng dẫn chăm sóc tận tình.',
    'Sau hai tháng theo phác đồ của bác sĩ, mụn giảm hẳn. Rất cảm ơn bác sĩ!',
    'Bác sĩ nhẹ nhàng, dễ gần, trả lời hết mọi thắc mắc của mình.',
    'Khám đúng giờ hẹn, bác sĩ tư vấn kỹ và không chỉ định dịch vụ không cần thiết.',
    'Da mình nhạy cảm mà bác sĩ kê đơn rất hợp, không bị kích ứng chút nào.',
  ],
  4: [
    'Bác sĩ chuyên môn tốt, tư vấn dễ hiểu. Chỉ phải chờ thêm khoảng mười lăm phút.',
    'Khám kỹ và kê đơn hợp lý, mình sẽ quay lại tái khám.',
    'Bác sĩ tận tâm, tuy thời gian khám hơi ngắn so với mong đợi.',
  ],
  3: [
    'Bác sĩ khám ổn nhưng giải thích hơi nhanh, mình chưa hiểu hết.',
    'Hiệu quả điều trị chưa rõ, cần theo dõi thêm.',
  ],
  2: ['Phải chờ gần một tiếng dù đã đặt lịch, bác sĩ khám khá vội.'],
  1: ['Không hài lòng với buổi khám, bác sĩ không lắng nghe vấn đề của mình.'],
};

const CLINIC_REVIEWS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Phòng khám sạch sẽ, lễ tân thân thiện, làm thủ tục nhanh gọn.',
    'Không gian yên tĩnh, đặt lịch online tiện lợi, đến là được khám ngay.',
    'Chi phí minh bạch, nhân viên hướng dẫn chu đáo từ lúc đến đến lúc về.',
  ],
  4: [
    'Phòng khám sạch, đẹp; bãi gửi xe hơi chật vào giờ cao điểm.',
    'Dịch vụ tốt, chỉ có khu chờ hơi đông vào cuối tuần.',
  ],
  3: ['Phòng khám ổn nhưng phải chờ lâu ở quầy thanh toán.'],
  2: ['Lễ tân chưa nhiệt tình, gọi điện xác nhận lịch nhiều lần không ai nghe.'],
  1: ['Phòng khám đổi giờ hẹn sát ngày mà không báo trước.'],
};

const NOTES = [
  'Da mặt nổi mụn viêm vùng cằm khoảng hai tuần nay.',
  'Muốn được tư vấn trị nám hai bên má.',
  'Da khô, ngứa, hay bong tróc về đêm.',
  'Tái khám theo hẹn của bác sĩ.',
  'Có sẹo rỗ sau mụn, muốn hỏi về liệu trình laser.',
  null,
  null,
];

const ADDRESSES = [
  '18 Hàng Trống, phường Hàng Trống, quận Hoàn Kiếm, Hà Nội',
  '45 Trúc Bạch, phường Trúc Bạch, quận Ba Đình, Hà Nội',
  '102 Hai Bà Trưng, phường Tân Định, quận 1, TP. Hồ Chí Minh',
  '311 Nam Kỳ Khởi Nghĩa, phường 14, quận 3, TP. Hồ Chí Minh',
  '56 Hoàng Diệu, phường Thanh Bình, quận Hải Châu, Đà Nẵng',
  '23 Mậu Thân, phường An Hòa, quận Ninh Kiều, Cần Thơ',
  '8 Tô Hiệu, phường Trại Cau, quận Lê Chân, Hải Phòng',
];

/** Given names of the demo reviewers who are men (the others are women). */
const MALE_GIVEN_NAMES = ['Kiệt', 'Tuấn', 'Huy', 'Quân', 'Khang'];

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

function between(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** A star value: mostly good, sometimes mixed, rarely bad. */
function rate(rng: () => number): 1 | 2 | 3 | 4 | 5 {
  const r = rng();
  return r < 0.5 ? 5 : r < 0.8 ? 4 : r < 0.92 ? 3 : r < 0.97 ? 2 : 1;
}

/** Loads the demo bookings once; returns what it created ([] when the demo customers already have bookings). */
/** A step of a demo booking's timeline as the change the server announces (confirmations are staff's). */
function changeOf(e: {
  prev: BookingStatus | null;
  status: BookingStatus;
  by: { model: BookingActorModel };
  note: string | null;
}): BookingChange {
  const staff = e.by.model === 'Doctor' ? 'Doctor' : 'Clinic';
  if (e.prev === null) return { kind: 'created' };
  if (e.status === 'cancelled')
    return { kind: 'cancelled', by: e.by.model === 'User' ? 'User' : staff, reason: e.note ?? '' };
  return { kind: e.status === 'completed' ? 'completed' : 'confirmed', by: staff };
}

export async function seedBookings(
  db: Db,
  options: { customerEmail: string; reviewerEmails: string[]; now?: Date },
): Promise<string[]> {
  const now = options.now ?? new Date();
  const emails = [options.customerEmail, ...options.reviewerEmails];
  const people = await usersBulk(db).byEmails(emails);
  people.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
  const customer = people.find((p) => p.email === options.customerEmail);
  const reviewers = people.filter((p) => p.email !== options.customerEmail);
  if (!customer) return [];
  if (await bookingsBulk(db).anyOf(people.map((p) => p.id))) return [];

  const clinicRows = await rowsOf<{
    id: string;
    workingHours: WorkingDay[];
    holidays: string[];
    adminId: string;
    adminName: string;
  }>(
    db,
    sql`select c.id, c.working_hours as "workingHours", c.holidays, a.id as "adminId", a.name as "adminName"
      from ${viewAs(clinicView, 'c')} join ${viewAs(adminView, 'a')} on a.id = c.admin_id order by c.slug`,
  );
  const clinicById = new Map<string, SeedClinic & { workingHours: WorkingDay[]; holidays: string[] }>(
    clinicRows.map((c) => [c.id, { ...c, admin: { id: c.adminId, name: c.adminName } }]),
  );
  const doctorRows = await rowsOf<
    Omit<SeedDoctor, 'source'> & {
      schedule: DoctorScheduleDay[];
      duration: number;
      holidays: string[];
      isActive: boolean;
    }
  >(
    db,
    sql`select id, name, email, clinic_id as "clinicId", specialty, fees, schedule, duration, holidays,
        is_active as "isActive"
      from ${viewAs(doctorView, 'doctors')} order by email`,
  );
  const seedDoctors: SeedDoctor[] = doctorRows.flatMap((d) => {
    const clinic = clinicById.get(d.clinicId);
    if (!clinic || !d.isActive) return [];
    return [
      {
        id: d.id,
        name: d.name,
        email: d.email,
        clinicId: d.clinicId,
        specialty: d.specialty,
        fees: d.fees,
        source: {
          doctor: {
            schedule: workingWeek(d.schedule, clinic.workingHours),
            duration: d.duration,
            holidays: d.holidays,
          },
          clinic: { workingHours: clinic.workingHours, holidays: clinic.holidays },
        },
      },
    ];
  });
  if (seedDoctors.length === 0) return [];
  const doctorByEmail = new Map(seedDoctors.map((d) => [d.email, d]));
  const rng = prng(20_261_125);
  const anyDoctor = () => pick(rng, seedDoctors);
  const byEmail = (email: string) => doctorByEmail.get(email) ?? anyDoctor();
  const kids = seedDoctors.filter((d) => d.specialty === 'Da liễu nhi');

  const self = (user: Person, address: string): Patient => ({
    name: user.name,
    phone: user.phone ?? '0901234567',
    email: user.email,
    gender: MALE_GIVEN_NAMES.includes(user.name.split(' ').pop() ?? '') ? 'male' : 'female',
    dateOfBirth: `${between(rng, 1985, 2002)}-${String(between(rng, 1, 12)).padStart(2, '0')}-${String(between(rng, 1, 28)).padStart(2, '0')}`,
    address,
    note: pick(rng, NOTES),
  });
  const home = ADDRESSES[0]!;
  const lan = self(customer, home);
  const son: Patient = {
    name: 'Vũ Minh Khang',
    phone: customer.phone ?? '0901234567',
    email: customer.email,
    gender: 'male',
    dateOfBirth: '2017-09-12',
    address: home,
    note: 'Bé bị chàm ở khuỷu tay và sau gối, hay gãi về đêm.',
  };
  const mother: Patient = {
    name: 'Nguyễn Thị Hòa',
    phone: '0983456712',
    email: customer.email,
    gender: 'female',
    dateOfBirth: '1962-03-08',
    address: home,
    note: 'Có nhiều đốm nâu ở hai bên má, muốn được tư vấn điều trị.',
  };

  // The demo customer's bookings: every status, past and future, with the two demo doctors among them, and one visit
  // of yesterday or so that Dr An has yet to mark completed.
  const an = byEmail('bs.an@lumi.vn');
  const binh = byEmail('bs.binh@lumi.vn');
  const planned: PlannedBooking[] = [
    {
      user: customer,
      patient: lan,
      doctor: an,
      when: 'past',
      outcome: { status: 'completed', doctorRate: 5, clinicRate: 5 },
    },
    {
      user: customer,
      patient: lan,
      doctor: binh,
      when: 'past',
      outcome: { status: 'completed', doctorRate: 4, clinicRate: null },
    },
    {
      user: customer,
      patient: lan,
      doctor: anyDoctor(),
      when: 'past',
      outcome: { status: 'completed', doctorRate: null, clinicRate: null },
    },
    {
      user: customer,
      patient: son,
      doctor: kids.length ? pick(rng, kids) : anyDoctor(),
      when: 'past',
      outcome: { status: 'completed', doctorRate: null, clinicRate: 4 },
    },
    {
      user: customer,
      patient: lan,
      doctor: anyDoctor(),
      when: 'past',
      outcome: { status: 'cancelled', by: 'User', after: 'pending' },
    },
    {
      user: customer,
      patient: mother,
      doctor: anyDoctor(),
      when: 'past',
      outcome: { status: 'cancelled', by: 'Clinic', after: 'confirmed' },
    },
    { user: customer, patient: lan, doctor: an, when: 'recent', outcome: { status: 'confirmed' } },
    { user: customer, patient: lan, doctor: an, when: 'future', outcome: { status: 'pending' } },
    { user: customer, patient: mother, doctor: anyDoctor(), when: 'future', outcome: { status: 'pending' } },
    { user: customer, patient: lan, doctor: binh, when: 'future', outcome: { status: 'confirmed' } },
    {
      user: customer,
      patient: son,
      doctor: kids.length ? pick(rng, kids) : anyDoctor(),
      when: 'future',
      outcome: { status: 'confirmed' },
    },
    {
      user: customer,
      patient: lan,
      doctor: anyDoctor(),
      when: 'future',
      outcome: { status: 'cancelled', by: 'User', after: 'pending' },
    },
    {
      user: customer,
      patient: lan,
      doctor: anyDoctor(),
      when: 'future',
      outcome: { status: 'cancelled', by: 'Doctor', after: 'confirmed' },
    },
  ];

  // The reviewers' bookings, spread over every doctor in turn: mostly completed (with their reviews).
  reviewers.forEach((reviewer, r) => {
    const patient = self(reviewer, pick(rng, ADDRESSES));
    for (let j = 0; j < BOOKINGS_PER_REVIEWER; j++) {
      const doctor = seedDoctors[(r * BOOKINGS_PER_REVIEWER + j) % seedDoctors.length]!;
      const roll = rng();
      let when: PlannedBooking['when'] = 'past';
      let outcome: Outcome;
      if (roll < 0.68) {
        const doctorRate = rng() < 0.85 ? rate(rng) : null;
        const clinicRate = rng() < 0.6 ? rate(rng) : null;
        outcome = { status: 'completed', doctorRate, clinicRate };
      } else if (roll < 0.76) {
        outcome = {
          status: 'cancelled',
          by: pick(rng, ['User', 'Doctor', 'Clinic'] as const),
          after: 'pending',
        };
      } else if (roll < 0.88) {
        when = 'future';
        outcome = { status: 'pending' };
      } else {
        when = 'future';
        outcome = { status: 'confirmed' };
      }
      planned.push({
        user: reviewer,
        patient: { ...patient, note: pick(rng, NOTES) },
        doctor,
        when,
        outcome,
      });
    }
  });

  // Each booking on a free slot of its doctor: the day's slots come from planDay; a future slot must be one the
  // booking page would offer (available: 2 h ahead, not taken); no two bookings of a doctor overlap at all.
  const today = toLocalDate(now);
  const held = new Map<string, { startAt: Date; endAt: Date; status: BookingStatus }[]>();
  function place(b: PlannedBooking): PlannedSlot {
    const mine = held.get(b.doctor.id) ?? [];
    for (let attempt = 0; attempt < 400; attempt++) {
      const offset =
        b.when === 'past'
          ? -between(rng, 1, PAST_DAYS)
          : b.when === 'recent'
            ? -between(rng, 1, 3)
            : between(rng, 0, FUTURE_DAYS);
      const plan = planDay({ ...b.doctor.source, bookings: mine }, addLocalDays(today, offset), now);
      const free = plan.slots.filter(
        (s) =>
          (b.when !== 'future' || s.state === 'available') &&
          !mine.some((h) => h.startAt < s.endAt && s.startAt < h.endAt),
      );
      if (free.length === 0) continue;
      const slot = pick(rng, free);
      mine.push({ startAt: slot.startAt, endAt: slot.endAt, status: 'confirmed' });
      held.set(b.doctor.id, mine);
      return slot;
    }
    throw new Error(`no free slot for a demo booking of ${b.doctor.email}`);
  }

  const codes = new Set<string>();
  const newCode = () => {
    for (;;) {
      let code = 'BK';
      for (let i = 0; i < 10; i++) code += String(Math.floor(rng() * 10));
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };

  const bookingRows: NewBooking[] = [];
  const eventRows: NewBookingEvent[] = [];
  const reviewRows: NewBookingReview[] = [];
  const noticeRows: NewNotificationRow[] = [];
  for (const b of planned) {
    const slot = place(b);
    const id = randomUUID();
    const clinic = clinicById.get(b.doctor.clinicId)!;
    const start = slot.startAt.getTime();
    // Booked one to ten days ahead; a future booking was made before now.
    let createdMs = start - between(rng, 1, 10) * DAY_MS - between(rng, 0, 12) * HOUR_MS;
    if (b.when === 'future') createdMs = Math.min(createdMs, now.getTime() - between(rng, 1, 72) * HOUR_MS);
    const latest = Math.min(start, now.getTime()) - MINUTE_MS;
    // A step after the previous one, a few hours later when there is time, never past `latest`.
    const after = (from: number, hours: number) =>
      Math.min(from + hours * HOUR_MS, from + Math.max(MINUTE_MS, (latest - from) / 2));
    const user = { id: b.user.id, name: b.user.name, model: 'User' as const };
    const doctorActor = { id: b.doctor.id, name: b.doctor.name, model: 'Doctor' as const };
    const clinicActor = { id: clinic.admin.id, name: clinic.admin.name, model: 'Clinic' as const };
    const staff = () => (rng() < 0.5 ? doctorActor : clinicActor);
    const events: {
      prev: BookingStatus | null;
      status: BookingStatus;
      by: { id: string; name: string; model: BookingActorModel };
      note: string | null;
      at: number;
    }[] = [{ prev: null, status: 'pending', by: user, note: null, at: createdMs }];
    const confirm = () => {
      const at = after(createdMs, between(rng, 1, 20));
      events.push({ prev: 'pending', status: 'confirmed', by: staff(), note: null, at });
      return at;
    };
    const o = b.outcome;
    let cancelReason: string | null = null;
    let cancelledBy: BookingActorModel | null = null;
    if (o.status === 'confirmed') confirm();
    if (o.status === 'completed') {
      confirm();
      const at = Math.min(slot.endAt.getTime() + between(rng, 5, 90) * MINUTE_MS, now.getTime() - MINUTE_MS);
      events.push({ prev: 'confirmed', status: 'completed', by: staff(), note: null, at });
    }
    if (o.status === 'cancelled') {
      const from = o.after === 'confirmed' ? confirm() : createdMs;
      cancelReason = pick(rng, CANCEL_REASONS[o.by]);
      cancelledBy = o.by;
      const by = o.by === 'User' ? user : o.by === 'Doctor' ? doctorActor : clinicActor;
      events.push({
        prev: o.after,
        status: 'cancelled',
        by,
        note: cancelReason,
        at: after(from, between(rng, 2, 30)),
      });
    }
    const last = events[events.length - 1]!.at;
    const code = newCode();
    // The BOOKING notifications the server would have written at each step (modules/bookings/notices.ts), read
    // once they are more than two days old.
    const subject = {
      _id: id,
      code,
      date: toLocalDate(slot.startAt),
      startTime: slot.startTime,
      customer: { name: b.patient.name },
      doctor: { name: b.doctor.name },
    };
    for (const e of events) {
      const notice = bookingNotice(changeOf(e), subject);
      const toDoctor = notice.to === 'Doctor';
      noticeRows.push({
        recipientId: toDoctor ? b.doctor.id : b.user.id,
        model: toDoctor ? 'Doctor' : 'User',
        type: 'BOOKING',
        title: notice.title,
        content: notice.content,
        isRead: now.getTime() - e.at > 2 * DAY_MS,
        link: notice.link,
        bookingId: id,
        createdAt: new Date(e.at),
      });
    }
    bookingRows.push({
      id,
      code,
      userId: b.user.id,
      doctorId: b.doctor.id,
      clinicId: b.doctor.clinicId,
      startAt: slot.startAt,
      endAt: slot.endAt,
      status: o.status,
      price: b.doctor.fees,
      patientName: b.patient.name,
      patientPhone: b.patient.phone,
      patientEmail: b.patient.email,
      patientGender: b.patient.gender,
      patientDateOfBirth: b.patient.dateOfBirth,
      patientAddress: b.patient.address,
      patientNote: b.patient.note,
      cancelReason,
      cancelledBy,
      createdAt: new Date(createdMs),
      updatedAt: new Date(last),
    });
    for (const e of events) {
      eventRows.push({
        bookingId: id,
        prevStatus: e.prev,
        status: e.status,
        updatedById: e.by.id,
        updatedByName: e.by.name,
        updatedByModel: e.by.model,
        note: e.note,
        createdAt: new Date(e.at),
      });
    }
    if (o.status === 'completed') {
      const reviewed = (kind: 'doctor' | 'clinic', value: 1 | 2 | 3 | 4 | 5, delayHours: number) => {
        const at = new Date(Math.min(last + delayHours * HOUR_MS, now.getTime() - MINUTE_MS));
        reviewRows.push({
          kind,
          bookingId: id,
          userId: b.user.id,
          doctorId: b.doctor.id,
          clinicId: b.doctor.clinicId,
          rate: value,
          content: pick(rng, (kind === 'doctor' ? DOCTOR_REVIEWS : CLINIC_REVIEWS)[value]),
          // The one-star reviews were hidden by the clinic (moderation): out of the lists and the averages.
          isActive: value > 1,
          createdAt: at,
          updatedAt: at,
        });
      };
      if (o.doctorRate) reviewed('doctor', o.doctorRate as 1 | 2 | 3 | 4 | 5, between(rng, 2, 48));
      if (o.clinicRate) reviewed('clinic', o.clinicRate as 1 | 2 | 3 | 4 | 5, between(rng, 2, 48));
    }
  }

  // Oldest first, so that the events' insertion order (seq) follows each booking's timeline.
  eventRows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await bookingsBulk(db).insert({ bookings: bookingRows, events: eventRows });
  await importBookingReviews(db, reviewRows);
  await importNotifications(db, noticeRows);
  return [
    `bookings: ${bookingRows.length}`,
    `booking reviews: ${reviewRows.length}`,
    `booking notifications: ${noticeRows.length}`,
  ];
}
