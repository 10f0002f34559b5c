import { desc } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@lumi/shared';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { startSmtpSink } from '../../../test/smtp-sink';
import { mailOutbox } from '../../db/schema';
import { fakeClock } from '../../lib/clock';
import { createMailer } from '../../providers/mail';
import { createSystemService } from '../system/service';
import { bookingMail, createBookingMailer, mailAddressOf } from './mail';

const ID = '7b0c8a52-3f0e-4d7a-9a51-0d6f1c2b9e11';

/** A confirmed booking on Tuesday 04/03/2030 09:30–10:00 in Hà Nội (02:30Z). */
const booking: Booking = {
  _id: ID,
  code: 'BK3003040001',
  user: { _id: 'u1', name: 'Nguyễn Thị Hoa', email: 'hoa.account@example.vn' },
  doctor: {
    _id: 'd1',
    name: 'BS. Phạm Thị An',
    slug: 'bs-pham-thi-an',
    avatar: { url: '/a.png', publicId: null },
    specialty: 'Điều trị mụn',
    email: 'bs.an@lumi.vn',
    phone: '0912345678',
  },
  clinic: {
    _id: 'c1',
    name: 'Phòng khám Da liễu Lumi Hà Nội',
    slug: 'phong-kham-da-lieu-lumi-ha-noi',
    logo: { url: '/l.png', publicId: 'lumi/clinic/logo' },
    address: '<p>12 Phố Huế, Phường Hàng Bài, Quận Hoàn Kiếm &amp; Hà Nội</p>',
    phone: '02437654321',
    rescheduleNoticeHours: 24,
  },
  date: '2030-03-04',
  startTime: '09:30',
  endTime: '10:00',
  duration: 30,
  startAt: '2030-03-04T02:30:00.000Z',
  endAt: '2030-03-04T03:00:00.000Z',
  price: 350000,
  customer: {
    name: 'Hoa <script>alert(1)</script>',
    phone: '0987654321',
    email: 'hoa@example.vn',
    gender: 'female',
    dateOfBirth: '1995-04-12',
    address: 'Hà Nội',
    note: 'Da nổi mụn & ngứa',
  },
  status: 'confirmed',
  cancelReason: null,
  cancelledBy: null,
  statusHistory: [
    {
      prevStatus: null,
      status: 'pending',
      updatedBy: { _id: 'u1', name: 'Nguyễn Thị Hoa' },
      updatedByModel: 'User',
      note: null,
      date: '2030-03-01T03:00:00.000Z',
    },
    {
      prevStatus: 'pending',
      status: 'confirmed',
      updatedBy: { _id: 'd1', name: 'BS. Phạm Thị An' },
      updatedByModel: 'Doctor',
      note: null,
      date: '2030-03-01T05:00:00.000Z',
    },
  ],
  isReview: false,
  isClinicReview: false,
  canCancel: true,
  canEdit: false,
  rescheduleCount: 0,
  customerConfirmedAt: null,
  deposit: null,
  canReschedule: true,
  createdAt: '2030-03-01T03:00:00.000Z',
  updatedAt: '2030-03-01T05:00:00.000Z',
};

const cancelled: Booking = {
  ...booking,
  status: 'cancelled',
  cancelReason: 'Bác sĩ có lịch mổ đột xuất',
  cancelledBy: 'Doctor',
  statusHistory: [
    ...booking.statusHistory,
    {
      prevStatus: 'confirmed',
      status: 'cancelled',
      updatedBy: { _id: 'd1', name: 'BS. Phạm Thị An' },
      updatedByModel: 'Doctor',
      note: 'Bác sĩ có lịch mổ đột xuất',
      date: '2030-03-02T01:00:00.000Z',
    },
  ],
};

/** The day before the visit, 09:00 in Hà Nội. */
const DAY_BEFORE = new Date('2030-03-03T09:00:00+07:00');

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(new ICAL.Timezone(timezone));
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('bookingMail', () => {
  const mail = (kind: Parameters<typeof bookingMail>[0]['kind'], b: Booking = booking) =>
    bookingMail({
      kind,
      booking: b,
      publicUrl: 'https://lumi.test/',
      organizerEmail: 'no-reply@lumi.vn',
      now: DAY_BEFORE,
    });

  it.each([
    ['created', '[Lumi Clinic] Đã nhận lịch khám BK3003040001', 'chờ phòng khám xác nhận', 'REQUEST'],
    [
      'confirmed',
      '[Lumi Clinic] Lịch khám BK3003040001 đã được xác nhận',
      'Phòng khám đã xác nhận',
      'REQUEST',
    ],
    [
      'cancelled',
      '[Lumi Clinic] Lịch khám BK3003040001 đã bị hủy',
      'đã bị hủy bởi BS. Phạm Thị An',
      'CANCEL',
    ],
    [
      'rescheduled',
      '[Lumi Clinic] Lịch khám BK3003040001 đã đổi sang 09:30 04/03/2030',
      'đã được đổi sang Thứ Hai, 04/03/2030 lúc 09:30 với BS. Phạm Thị An',
      'REQUEST',
    ],
    [
      'reminder',
      '[Lumi Clinic] Nhắc lịch khám ngày mai lúc 09:30 (BK3003040001)',
      'Vui lòng mang theo',
      'REQUEST',
    ],
  ] as const)('%s: subject, text, link and an .ics with method %s', (kind, subject, phrase, method) => {
    const m = mail(kind, kind === 'cancelled' ? cancelled : booking);
    expect(m.to).toBe('hoa@example.vn');
    expect(m.subject).toBe(subject);
    expect(m.text).toContain(phrase);
    expect(m.text).toContain(`https://lumi.test/booking-detail/${ID}`);
    expect(m.text).toContain('Ngày khám: Thứ Hai, 04/03/2030');
    expect(m.text).toContain('Giờ khám: 09:30 – 10:00');
    expect(m.text).toContain('Địa chỉ: 12 Phố Huế, Phường Hàng Bài, Quận Hoàn Kiếm & Hà Nội');
    expect(m.html).toContain(`href="https://lumi.test/booking-detail/${ID}"`);
    expect(m.attachments).toHaveLength(1);
    const [file] = m.attachments ?? [];
    expect(file?.filename).toBe('lich-kham-BK3003040001.ics');
    expect(file?.contentType).toBe(`text/calendar; charset=utf-8; method=${method}`);
    expect(parseCalendar(String(file?.content)).calendar.getFirstPropertyValue('method')).toBe(method);
  });

  it('escapes every value in the HTML part', () => {
    const m = mail('confirmed');
    expect(m.html).not.toContain('<script>alert(1)</script>');
    expect(m.html).toContain('Hoa &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).toContain('Da nổi mụn &amp; ngứa');
    // The clinic's rich-text address is shown as text (its tags dropped), never as markup.
    expect(m.html).toContain('12 Phố Huế, Phường Hàng Bài, Quận Hoàn Kiếm &amp; Hà Nội');
    expect(m.html).not.toContain('<p>12 Phố Huế');
  });

  it('the cancellation says why and who; the reminder lists what to bring', () => {
    const c = mail('cancelled', cancelled);
    expect(c.text).toContain('Lý do hủy: Bác sĩ có lịch mổ đột xuất');
    expect(c.html).toContain('Lý do hủy: Bác sĩ có lịch mổ đột xuất');
    const byUser = mail('cancelled', { ...cancelled, cancelledBy: 'User' });
    expect(byUser.text).toContain('đã bị hủy bởi bạn.');
    const r = mail('reminder');
    expect(r.text).toContain('vào ngày mai (Thứ Hai, 04/03/2030) lúc 09:30 với BS. Phạm Thị An');
    expect(r.text).toContain('- Thẻ bảo hiểm y tế (nếu có)');
    expect(mail('confirmed').text).not.toContain('Vui lòng mang theo');
    const sameDay = bookingMail({
      kind: 'reminder',
      booking,
      publicUrl: 'https://lumi.test',
      organizerEmail: 'no-reply@lumi.vn',
      now: new Date('2030-03-04T06:00:00+07:00'),
    });
    expect(sameDay.subject).toBe('[Lumi Clinic] Nhắc lịch khám hôm nay lúc 09:30 (BK3003040001)');
  });

  it('the organiser is the address of the sender', () => {
    expect(mailAddressOf('Lumi <no-reply@lumi.vn>')).toBe('no-reply@lumi.vn');
    expect(mailAddressOf('no-reply@lumi.vn')).toBe('no-reply@lumi.vn');
  });
});

describe('booking mails through a real SMTP server and the captured outbox', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const outbox = () =>
    createSystemService({
      db: t.database.db,
      config: t.config,
      startedAt: 0,
      now: () => new Date(),
    }).outbox();
  const bookingMailer = (smtpUrl: string | undefined) =>
    createBookingMailer({
      mailer: createMailer({ smtpUrl, from: t.config.mailFrom, outbox: outbox(), log: t.app.log }),
      config: t.config,
      clock: fakeClock(DAY_BEFORE),
    });

  it('SMTP: the mail arrives with HTML, text and a text/calendar part that parses to the booking', async () => {
    await bookingMailer(sink.url).send('confirmed', booking);
    const received = sink.messages.at(-1);
    expect(received?.to).toEqual(['hoa@example.vn']);
    expect(received?.subject).toBe('[Lumi Clinic] Lịch khám BK3003040001 đã được xác nhận');
    expect(received?.text).toContain('Mã lịch khám: BK3003040001');
    expect(received?.html).toContain('Lịch khám đã được xác nhận');
    expect(received?.attachments).toHaveLength(1);
    const ics = received!.attachments[0]!;
    expect(ics.filename).toBe('lich-kham-BK3003040001.ics');
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.params).toMatchObject({ charset: 'utf-8', method: 'REQUEST' });
    const { calendar, event, vevent } = parseCalendar(ics.content.toString('utf8'));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`booking-${ID}@lumi.vn`);
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Ho_Chi_Minh');
    expect(event.startDate.toString()).toBe('2030-03-04T09:30:00');
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.startAt);
    expect(event.location).toBe(
      'Phòng khám Da liễu Lumi Hà Nội, 12 Phố Huế, Phường Hàng Bài, Quận Hoàn Kiếm & Hà Nội',
    );
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:no-reply@lumi.vn');
    expect(String(vevent.getFirstPropertyValue('url'))).toBe(`http://localhost:3000/booking-detail/${ID}`);
  });

  it('SMTP: the cancellation carries a CANCEL of the same UID', async () => {
    await bookingMailer(sink.url).send('cancelled', cancelled);
    const ics = sink.messages.at(-1)!.attachments[0]!;
    expect(ics.params.method).toBe('CANCEL');
    const { calendar, event, vevent } = parseCalendar(ics.content.toString('utf8'));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(`booking-${ID}@lumi.vn`);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('SMTP refusing: send throws (its job retries it), the outbox row keeps the attachment and the error', async () => {
    sink.setRejectAll(true);
    try {
      await expect(bookingMailer(sink.url).send('created', booking)).rejects.toThrow();
    } finally {
      sink.setRejectAll(false);
    }
    const [row] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(row?.subject).toBe('[Lumi Clinic] Đã nhận lịch khám BK3003040001');
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/Mailbox unavailable/);
    expect(row?.attachments).toHaveLength(1);
    expect(row?.attachments[0]?.filename).toBe('lich-kham-BK3003040001.ics');
  });

  it('outbox: /dev/mailbox lists the attachment and serves it, to loopback clients only', async () => {
    await bookingMailer(undefined).send('reminder', booking);
    const list = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/messages?to=hoa@example.vn&limit=1',
    });
    expect(list.statusCode).toBe(200);
    const [message] = list.json<
      {
        _id: string;
        subject: string;
        attachments: { filename: string; contentType: string; size: number; url: string }[];
      }[]
    >();
    expect(message?.subject).toBe('[Lumi Clinic] Nhắc lịch khám ngày mai lúc 09:30 (BK3003040001)');
    const file = message!.attachments[0]!;
    expect(file).toEqual({
      filename: 'lich-kham-BK3003040001.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      size: expect.any(Number),
      url: `/dev/mailbox/messages/${message!._id}/attachments/0`,
    });

    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="lich-kham-BK3003040001.ics"; filename*=UTF-8''lich-kham-BK3003040001.ics`,
    );
    expect(download.rawPayload.length).toBe(file.size);
    const { event } = parseCalendar(download.body);
    expect(event.uid).toBe(`booking-${ID}@lumi.vn`);

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(`<a href="${file.url}" download="lich-kham-BK3003040001.ics">`);

    for (const url of [
      `/dev/mailbox/messages/${message!._id}/attachments/1`,
      '/dev/mailbox/messages/nope/attachments/0',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const remote = await t.app.inject({ method: 'GET', url: file.url, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('BEGIN:VCALENDAR');
  });
});
