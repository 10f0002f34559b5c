import type { DoctorScheduleDay, WorkingDay } from '@lumi/shared';

/**
 * The demo clinics and their doctors (pure data, no I/O). Names, addresses and people are invented; the streets are
 * real streets of each city so that the addresses read naturally. Holidays are given as days from the seeding day so
 * that they are always ahead of it.
 */

/** The one list the demo clinics draw their specialties from (the first four are the Lumi Hà Nội clinic's). */
export const DERMATOLOGY_SPECIALTIES = [
  'Da liễu tổng quát',
  'Điều trị mụn',
  'Điều trị nám và tàn nhang',
  'Da liễu thẩm mỹ',
  'Trẻ hóa da',
  'Điều trị sẹo',
  'Viêm da cơ địa',
  'Da liễu nhi',
  'Tư vấn da liễu',
  'Điều trị rụng tóc',
] as const;
export type DermatologySpecialty = (typeof DERMATOLOGY_SPECIALTIES)[number];

/** The cities of the demo clinics, as their addresses end. */
export const DEMO_CITIES = ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng', 'Cần Thơ', 'Hải Phòng', 'Huế'] as const;

type Hours = { open: string; close: string; pause: [string, string] | null } | null;

/** A week of opening hours from Monday to Sunday (null = closed that day). */
function week(days: [Hours, Hours, Hours, Hours, Hours, Hours, Hours]): WorkingDay[] {
  return days.map((d, i) => ({
    dayOfWeek: i + 1,
    isOpen: d !== null,
    startTime: d?.open ?? '08:00',
    endTime: d?.close ?? '17:00',
    breakTime: d?.pause ? { start: d.pause[0], end: d.pause[1] } : null,
  }));
}

const OFFICE: Hours = { open: '08:00', close: '17:00', pause: ['12:00', '13:30'] };
const LONG_DAY: Hours = { open: '07:30', close: '20:00', pause: ['11:30', '13:00'] };
const EVENING: Hours = { open: '08:00', close: '21:00', pause: ['12:00', '13:30'] };
const MORNING: Hours = { open: '08:00', close: '12:00', pause: null };
const WEEKEND: Hours = { open: '08:00', close: '17:00', pause: ['12:00', '13:00'] };
const AFTERNOON_EVENING: Hours = { open: '13:30', close: '21:00', pause: ['17:30', '18:00'] };

/**
 * A doctor's weekly pattern, one letter per day from Monday: F = the clinic's whole day, M = until the clinic's
 * break (or noon), A = from the break's end (or noon), E = from 17:00 to closing, - = day off. 'clinic' = no weekly
 * schedule at all (`[]`, api-contract §2: works whenever the clinic is open).
 */
export type SchedulePattern = string | 'clinic';

export type DemoDoctor = {
  name: string;
  slug: string;
  email: string;
  phone: string;
  specialty: DermatologySpecialty;
  experience: number;
  fees: number;
  duration: 15 | 30 | 45 | 60;
  pattern: SchedulePattern;
  holidayOffsets: number[];
  hue: number;
  about: string;
};

export type DemoClinic = {
  name: string;
  slug: string;
  city: (typeof DEMO_CITIES)[number];
  initials: string;
  hue: number;
  admin: { username: string; name: string };
  address: string;
  phone: string;
  email: string;
  description: string;
  specialties: DermatologySpecialty[];
  workingHours: WorkingDay[];
  holidayOffsets: number[];
  bannerCount: number;
  doctors: DemoDoctor[];
};

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The weekly schedule of a pattern inside the clinic's hours (see SchedulePattern). */
export function scheduleOf(pattern: SchedulePattern, hours: WorkingDay[]): DoctorScheduleDay[] {
  if (pattern === 'clinic') return [];
  return hours.map((day, i) => {
    const letter = pattern[i] ?? '-';
    const noon = day.breakTime ?? { start: '12:00', end: '12:00' };
    let range: { start: string; end: string } | null = null;
    if (day.isOpen) {
      if (letter === 'F') range = { start: day.startTime, end: day.endTime };
      if (letter === 'M') range = { start: day.startTime, end: noon.start };
      if (letter === 'A') range = { start: noon.end, end: day.endTime };
      if (letter === 'E') range = { start: '17:00', end: day.endTime };
    }
    const valid =
      range !== null &&
      toMinutes(range.start) >= toMinutes(day.startTime) &&
      toMinutes(range.end) <= toMinutes(day.endTime) &&
      toMinutes(range.end) - toMinutes(range.start) >= 60;
    return { dayOfWeek: day.dayOfWeek, isActive: valid, ranges: valid && range ? [range] : [] };
  });
}

const ABOUT_BACKGROUND = [
  'Tốt nghiệp Đại học Y Hà Nội, từng công tác nhiều năm tại khoa Da liễu của một bệnh viện tuyến trung ương.',
  'Tốt nghiệp Đại học Y Dược TP. Hồ Chí Minh, tu nghiệp về da liễu thẩm mỹ tại Hàn Quốc và Singapore.',
  'Bác sĩ chuyên khoa I Da liễu, thường xuyên tham dự các hội nghị da liễu trong nước và khu vực.',
  'Thạc sĩ Y học chuyên ngành Da liễu, giảng viên thỉnh giảng tại trường cao đẳng y tế địa phương.',
  'Bác sĩ chuyên khoa II Da liễu, nhiều năm làm việc tại phòng khám da liễu của bệnh viện đa khoa tỉnh.',
  'Tốt nghiệp Đại học Y Dược Huế, có chứng chỉ hành nghề laser và công nghệ cao trong điều trị da.',
];

const ABOUT_FOCUS: Record<DermatologySpecialty, string> = {
  'Da liễu tổng quát':
    'Khám và điều trị các bệnh da thường gặp như nấm da, chàm, mày đay, vảy nến và các bệnh lây qua da.',
  'Điều trị mụn':
    'Chuyên điều trị mụn trứng cá, mụn viêm, mụn nội tiết và phục hồi da sau mụn bằng phác đồ cá nhân hóa.',
  'Điều trị nám và tàn nhang':
    'Chuyên điều trị nám mảng, nám hỗn hợp, tàn nhang và tăng sắc tố sau viêm, kết hợp thuốc bôi và laser.',
  'Da liễu thẩm mỹ':
    'Thực hiện các liệu trình thẩm mỹ da an toàn: peel hóa học, laser, tiêm dưỡng chất và chăm sóc da chuyên sâu.',
  'Trẻ hóa da':
    'Tư vấn và thực hiện trẻ hóa da không xâm lấn: sóng cao tần, laser trẻ hóa, cải thiện nếp nhăn và độ đàn hồi.',
  'Điều trị sẹo':
    'Chuyên điều trị sẹo rỗ, sẹo lồi, sẹo phì đại và rạn da bằng laser fractional, lăn kim và tiêm nội sẹo.',
  'Viêm da cơ địa':
    'Theo dõi lâu dài người bệnh viêm da cơ địa, chàm tiếp xúc và da nhạy cảm; hướng dẫn chăm sóc da hằng ngày.',
  'Da liễu nhi':
    'Khám da cho trẻ sơ sinh và trẻ nhỏ: chàm sữa, hăm tã, bớt bẩm sinh, mụn cóc và các bệnh da nhiễm trùng.',
  'Tư vấn da liễu':
    'Tư vấn xây dựng quy trình chăm sóc da phù hợp từng loại da, lựa chọn mỹ phẩm và phòng ngừa lão hóa sớm.',
  'Điều trị rụng tóc':
    'Chẩn đoán và điều trị rụng tóc, hói, rụng tóc từng vùng và các bệnh da đầu như viêm da dầu, nấm da đầu.',
};

type DoctorInput = Omit<DemoDoctor, 'slug' | 'email' | 'about'> & { email: string };

function doctor(d: DoctorInput, index: number): DemoDoctor {
  const plain = d.name
    .replace(/^(ThS\. )?BS\. /, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
  return {
    ...d,
    slug: `bs-${plain.replace(/[^a-z0-9]+/g, '-')}`,
    about: `<p>${ABOUT_BACKGROUND[index % ABOUT_BACKGROUND.length]} ${d.experience} năm kinh nghiệm trong chuyên ngành.</p><p>${ABOUT_FOCUS[d.specialty]}</p>`,
  };
}

function doctors(list: DoctorInput[], offset: number): DemoDoctor[] {
  return list.map((d, i) => doctor(d, offset + i));
}

export const DEMO_CLINICS: DemoClinic[] = [
  {
    name: 'Phòng khám Da liễu Mộc Lan Cầu Giấy',
    slug: 'phong-kham-da-lieu-moc-lan-cau-giay',
    city: 'Hà Nội',
    initials: 'ML',
    hue: 145,
    admin: { username: 'clinic.caugiay', name: 'Nguyễn Thị Thanh Vân' },
    address: '<p>Số 118 Trần Thái Tông, phường Dịch Vọng Hậu, quận Cầu Giấy, Hà Nội</p>',
    phone: '0966118118',
    email: 'caugiay@mocland.vn',
    description:
      '<p>Phòng khám Da liễu Mộc Lan chuyên khám và điều trị mụn, sẹo rỗ và viêm da cơ địa cho người lớn và trẻ em.</p><p>Phòng khám làm việc cả buổi tối các ngày trong tuần để người đi làm dễ sắp xếp lịch hẹn.</p>',
    specialties: ['Điều trị mụn', 'Điều trị sẹo', 'Viêm da cơ địa', 'Da liễu nhi', 'Tư vấn da liễu'],
    workingHours: week([EVENING, EVENING, EVENING, EVENING, EVENING, WEEKEND, null]),
    holidayOffsets: [17],
    bannerCount: 3,
    doctors: doctors(
      [
        {
          name: 'ThS. BS. Nguyễn Hoài Thu',
          email: 'bs.thu@lumi.vn',
          phone: '0912003101',
          specialty: 'Điều trị mụn',
          experience: 14,
          fees: 400_000,
          duration: 30,
          pattern: 'FFFFFM-',
          holidayOffsets: [9],
          hue: 350,
        },
        {
          name: 'BS. Trịnh Văn Khải',
          email: 'bs.khai@lumi.vn',
          phone: '0912003102',
          specialty: 'Điều trị sẹo',
          experience: 9,
          fees: 350_000,
          duration: 45,
          pattern: 'clinic',
          holidayOffsets: [],
          hue: 30,
        },
        {
          name: 'BS. Lương Thị Hạnh',
          email: 'bs.hanh@lumi.vn',
          phone: '0912003103',
          specialty: 'Da liễu nhi',
          experience: 7,
          fees: 250_000,
          duration: 30,
          pattern: 'MAMAMF-',
          holidayOffsets: [4, 5],
          hue: 60,
        },
        {
          name: 'BS. Đinh Quốc Việt',
          email: 'bs.viet@lumi.vn',
          phone: '0912003104',
          specialty: 'Viêm da cơ địa',
          experience: 5,
          fees: 200_000,
          duration: 30,
          pattern: 'EEEEE--',
          holidayOffsets: [],
          hue: 190,
        },
      ],
      0,
    ),
  },
  {
    name: 'Phòng khám Da liễu Sen Việt Long Biên',
    slug: 'phong-kham-da-lieu-sen-viet-long-bien',
    city: 'Hà Nội',
    initials: 'SV',
    hue: 320,
    admin: { username: 'clinic.longbien', name: 'Phạm Đức Thắng' },
    address: '<p>Số 45 Nguyễn Văn Cừ, phường Ngọc Lâm, quận Long Biên, Hà Nội</p>',
    phone: '0977045045',
    email: 'longbien@senvietclinic.vn',
    description:
      '<p>Sen Việt là phòng khám da liễu thẩm mỹ với hệ thống laser thế hệ mới, chuyên trị nám, tàn nhang và trẻ hóa da.</p><p>Mỗi khách hàng được bác sĩ khám trực tiếp và theo dõi liệu trình đến khi kết thúc.</p>',
    specialties: ['Điều trị nám và tàn nhang', 'Trẻ hóa da', 'Da liễu thẩm mỹ', 'Điều trị sẹo'],
    workingHours: week([OFFICE, OFFICE, OFFICE, OFFICE, OFFICE, OFFICE, MORNING]),
    holidayOffsets: [11, 25],
    bannerCount: 2,
    doctors: doctors(
      [
        {
          name: 'ThS. BS. Vũ Thị Phương Liên',
          email: 'bs.lien@lumi.vn',
          phone: '0912003201',
          specialty: 'Điều trị nám và tàn nhang',
          experience: 16,
          fees: 600_000,
          duration: 45,
          pattern: 'FF-FFF-',
          holidayOffsets: [13],
          hue: 280,
        },
        {
          name: 'BS. Hà Minh Đức',
          email: 'bs.duc@lumi.vn',
          phone: '0912003202',
          specialty: 'Trẻ hóa da',
          experience: 10,
          fees: 500_000,
          duration: 60,
          pattern: 'AAAAAFM',
          holidayOffsets: [],
          hue: 210,
        },
        {
          name: 'BS. Kiều Thị Ngân',
          email: 'bs.ngan@lumi.vn',
          phone: '0912003203',
          specialty: 'Da liễu thẩm mỹ',
          experience: 6,
          fees: 450_000,
          duration: 30,
          pattern: 'clinic',
          holidayOffsets: [],
          hue: 15,
        },
        {
          name: 'BS. Tô Gia Bảo',
          email: 'bs.bao@lumi.vn',
          phone: '0912003204',
          specialty: 'Điều trị sẹo',
          experience: 8,
          fees: 400_000,
          duration: 45,
          pattern: 'M-M-M-M',
          holidayOffsets: [6],
          hue: 100,
        },
      ],
      4,
    ),
  },
  {
    name: 'Phòng khám Da liễu Sài Gòn Xanh',
    slug: 'phong-kham-da-lieu-sai-gon-xanh',
    city: 'TP. Hồ Chí Minh',
    initials: 'SG',
    hue: 170,
    admin: { username: 'clinic.quan3', name: 'Trương Mỹ Linh' },
    address: '<p>Số 214 Võ Văn Tần, phường 5, quận 3, TP. Hồ Chí Minh</p>',
    phone: '0938214214',
    email: 'quan3@saigonxanh.vn',
    description:
      '<p>Phòng khám Da liễu Sài Gòn Xanh khám da tổng quát, điều trị mụn và bệnh da dị ứng với đội ngũ bác sĩ chuyên khoa.</p><p>Phòng khám mở cửa từ sáng sớm đến tối, kể cả Chủ nhật.</p>',
    specialties: [
      'Da liễu tổng quát',
      'Điều trị mụn',
      'Viêm da cơ địa',
      'Tư vấn da liễu',
      'Điều trị rụng tóc',
    ],
    workingHours: week([LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY, WEEKEND]),
    holidayOffsets: [20],
    bannerCount: 4,
    doctors: doctors(
      [
        {
          name: 'ThS. BS. Lâm Chí Thanh',
          email: 'bs.thanh@lumi.vn',
          phone: '0903004301',
          specialty: 'Da liễu tổng quát',
          experience: 20,
          fees: 500_000,
          duration: 30,
          pattern: 'FFFFF--',
          holidayOffsets: [8],
          hue: 220,
        },
        {
          name: 'BS. Huỳnh Ngọc Trâm',
          email: 'bs.tram@lumi.vn',
          phone: '0903004302',
          specialty: 'Điều trị mụn',
          experience: 8,
          fees: 300_000,
          duration: 15,
          pattern: 'clinic',
          holidayOffsets: [],
          hue: 340,
        },
        {
          name: 'BS. Nguyễn Thành Lộc',
          email: 'bs.loc@lumi.vn',
          phone: '0903004303',
          specialty: 'Điều trị rụng tóc',
          experience: 11,
          fees: 350_000,
          duration: 30,
          pattern: 'AAEAAFF',
          holidayOffsets: [],
          hue: 40,
        },
        {
          name: 'BS. Phan Thị Kim Yến',
          email: 'bs.yen@lumi.vn',
          phone: '0903004304',
          specialty: 'Viêm da cơ địa',
          experience: 4,
          fees: 180_000,
          duration: 30,
          pattern: 'MMMMMM-',
          holidayOffsets: [3],
          hue: 130,
        },
      ],
      8,
    ),
  },
  {
    name: 'Phòng khám Da liễu Nhật Tâm Thủ Đức',
    slug: 'phong-kham-da-lieu-nhat-tam-thu-duc',
    city: 'TP. Hồ Chí Minh',
    initials: 'NT',
    hue: 25,
    admin: { username: 'clinic.thuduc', name: 'Đặng Văn Phúc' },
    address: '<p>Số 36 Võ Văn Ngân, phường Linh Chiểu, TP. Thủ Đức, TP. Hồ Chí Minh</p>',
    phone: '0988036036',
    email: 'thuduc@nhattamclinic.vn',
    description:
      '<p>Nhật Tâm là phòng khám da liễu thẩm mỹ chuyên trị sẹo, trẻ hóa da và chăm sóc da sau điều trị.</p><p>Phòng khám làm việc buổi chiều và buổi tối, phù hợp với sinh viên và người đi làm.</p>',
    specialties: ['Da liễu thẩm mỹ', 'Trẻ hóa da', 'Điều trị sẹo', 'Điều trị mụn'],
    workingHours: week([
      AFTERNOON_EVENING,
      AFTERNOON_EVENING,
      AFTERNOON_EVENING,
      AFTERNOON_EVENING,
      AFTERNOON_EVENING,
      WEEKEND,
      WEEKEND,
    ]),
    holidayOffsets: [14, 28],
    bannerCount: 1,
    doctors: doctors(
      [
        {
          name: 'ThS. BS. Tạ Quang Huy',
          email: 'bs.huy@lumi.vn',
          phone: '0903004401',
          specialty: 'Điều trị sẹo',
          experience: 13,
          fees: 550_000,
          duration: 45,
          pattern: 'clinic',
          holidayOffsets: [10],
          hue: 260,
        },
        {
          name: 'BS. Lê Ngọc Diệp',
          email: 'bs.diep@lumi.vn',
          phone: '0903004402',
          specialty: 'Trẻ hóa da',
          experience: 9,
          fees: 800_000,
          duration: 60,
          pattern: 'MM-MMF-',
          holidayOffsets: [],
          hue: 300,
        },
        {
          name: 'BS. Châu Minh Nhật',
          email: 'bs.nhat@lumi.vn',
          phone: '0903004403',
          specialty: 'Điều trị mụn',
          experience: 3,
          fees: 150_000,
          duration: 15,
          pattern: 'AAAAA-F',
          holidayOffsets: [2],
          hue: 80,
        },
      ],
      12,
    ),
  },
  {
    name: 'Phòng khám Da liễu Biển Xanh Đà Nẵng',
    slug: 'phong-kham-da-lieu-bien-xanh-da-nang',
    city: 'Đà Nẵng',
    initials: 'BX',
    hue: 200,
    admin: { username: 'clinic.danang', name: 'Hồ Thị Minh Nguyệt' },
    address: '<p>Số 87 Nguyễn Văn Linh, phường Nam Dương, quận Hải Châu, Đà Nẵng</p>',
    phone: '0905087087',
    email: 'danang@bienxanhderma.vn',
    description:
      '<p>Phòng khám Da liễu Biển Xanh chăm sóc làn da dưới nắng miền Trung: trị nám, tàn nhang, cháy nắng và mụn.</p><p>Bác sĩ tư vấn kỹ cách chống nắng và chăm sóc da phù hợp với khí hậu biển.</p>',
    specialties: [
      'Điều trị nám và tàn nhang',
      'Điều trị mụn',
      'Da liễu tổng quát',
      'Tư vấn da liễu',
      'Da liễu nhi',
    ],
    workingHours: week([OFFICE, OFFICE, OFFICE, OFFICE, OFFICE, MORNING, null]),
    holidayOffsets: [9, 23],
    bannerCount: 2,
    doctors: doctors(
      [
        {
          name: 'BS. Trần Văn Lực',
          email: 'bs.luc@lumi.vn',
          phone: '0905005501',
          specialty: 'Da liễu tổng quát',
          experience: 18,
          fees: 300_000,
          duration: 30,
          pattern: 'clinic',
          holidayOffsets: [],
          hue: 10,
        },
        {
          name: 'ThS. BS. Ngô Thị Bích Hà',
          email: 'bs.ha@lumi.vn',
          phone: '0905005502',
          specialty: 'Điều trị nám và tàn nhang',
          experience: 12,
          fees: 450_000,
          duration: 45,
          pattern: 'FFF-FM-',
          holidayOffsets: [15],
          hue: 330,
        },
        {
          name: 'BS. Phùng Thị Mỹ',
          email: 'bs.my@lumi.vn',
          phone: '0905005503',
          specialty: 'Da liễu nhi',
          experience: 6,
          fees: 220_000,
          duration: 30,
          pattern: '-AAAAM-',
          holidayOffsets: [],
          hue: 50,
        },
        {
          name: 'BS. Cao Xuân Sơn',
          email: 'bs.son@lumi.vn',
          phone: '0905005504',
          specialty: 'Điều trị mụn',
          experience: 4,
          fees: 200_000,
          duration: 15,
          pattern: 'MMMMM--',
          holidayOffsets: [5],
          hue: 160,
        },
      ],
      15,
    ),
  },
  {
    name: 'Phòng khám Da liễu Tây Đô',
    slug: 'phong-kham-da-lieu-tay-do',
    city: 'Cần Thơ',
    initials: 'TĐ',
    hue: 95,
    admin: { username: 'clinic.cantho', name: 'Lý Văn Hậu' },
    address: '<p>Số 52 Trần Hưng Đạo, phường An Nghiệp, quận Ninh Kiều, Cần Thơ</p>',
    phone: '0939052052',
    email: 'cantho@taydoderma.vn',
    description:
      '<p>Phòng khám Da liễu Tây Đô phục vụ người dân đồng bằng sông Cửu Long với các dịch vụ khám da tổng quát, trị viêm da cơ địa và rụng tóc.</p><p>Phòng khám mở cửa từ sáng sớm, cả ngày thứ Bảy và Chủ nhật.</p>',
    specialties: ['Da liễu tổng quát', 'Viêm da cơ địa', 'Điều trị rụng tóc', 'Da liễu nhi'],
    workingHours: week([LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY, WEEKEND, MORNING]),
    holidayOffsets: [12],
    bannerCount: 1,
    doctors: doctors(
      [
        {
          name: 'BS. Lâm Thị Cẩm Tú',
          email: 'bs.tu@lumi.vn',
          phone: '0939006601',
          specialty: 'Viêm da cơ địa',
          experience: 15,
          fees: 250_000,
          duration: 30,
          pattern: 'FFFFFM-',
          holidayOffsets: [7],
          hue: 200,
        },
        {
          name: 'BS. Quách Văn Tài',
          email: 'bs.tai@lumi.vn',
          phone: '0939006602',
          specialty: 'Điều trị rụng tóc',
          experience: 10,
          fees: 280_000,
          duration: 45,
          pattern: 'clinic',
          holidayOffsets: [],
          hue: 35,
        },
        {
          name: 'BS. Nguyễn Thị Hồng Nhung',
          email: 'bs.nhung@lumi.vn',
          phone: '0939006603',
          specialty: 'Da liễu nhi',
          experience: 7,
          fees: 200_000,
          duration: 30,
          pattern: 'AAAAAFM',
          holidayOffsets: [],
          hue: 310,
        },
      ],
      19,
    ),
  },
  {
    name: 'Phòng khám Da liễu Hoa Phượng Hải Phòng',
    slug: 'phong-kham-da-lieu-hoa-phuong-hai-phong',
    city: 'Hải Phòng',
    initials: 'HP',
    hue: 0,
    admin: { username: 'clinic.ngoquyen', name: 'Bùi Thị Thu Hiền' },
    address: '<p>Số 140 Lạch Tray, phường Đằng Giang, quận Ngô Quyền, Hải Phòng</p>',
    phone: '0936140140',
    email: 'haiphong@hoaphuongderma.vn',
    description:
      '<p>Phòng khám Da liễu Hoa Phượng điều trị mụn, sẹo và nám với phác đồ rõ ràng, chi phí minh bạch.</p><p>Phòng khám nghỉ Chủ nhật và mở đến 20 giờ các ngày thường.</p>',
    specialties: [
      'Điều trị mụn',
      'Điều trị sẹo',
      'Điều trị nám và tàn nhang',
      'Da liễu thẩm mỹ',
      'Trẻ hóa da',
    ],
    workingHours: week([LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY, OFFICE, null]),
    holidayOffsets: [16, 27],
    bannerCount: 3,
    doctors: doctors(
      [
        {
          name: 'ThS. BS. Đoàn Văn Hưng',
          email: 'bs.hung@lumi.vn',
          phone: '0936007701',
          specialty: 'Điều trị sẹo',
          experience: 17,
          fees: 500_000,
          duration: 45,
          pattern: 'FF-FF--',
          holidayOffsets: [],
          hue: 240,
        },
        {
          name: 'BS. Mạc Thị Thùy Dung',
          email: 'bs.dung@lumi.vn',
          phone: '0936007702',
          specialty: 'Điều trị mụn',
          experience: 8,
          fees: 300_000,
          duration: 30,
          pattern: 'clinic',
          holidayOffsets: [8],
          hue: 355,
        },
        {
          name: 'BS. Vương Thị Lan Anh',
          email: 'bs.lananh@lumi.vn',
          phone: '0936007703',
          specialty: 'Điều trị nám và tàn nhang',
          experience: 11,
          fees: 400_000,
          duration: 30,
          pattern: 'AEAEAM-',
          holidayOffsets: [],
          hue: 275,
        },
        {
          name: 'BS. Lưu Đình Toàn',
          email: 'bs.toan@lumi.vn',
          phone: '0936007704',
          specialty: 'Trẻ hóa da',
          experience: 5,
          fees: 650_000,
          duration: 60,
          pattern: 'MMMMMF-',
          holidayOffsets: [4],
          hue: 120,
        },
      ],
      22,
    ),
  },
  {
    name: 'Phòng khám Da liễu Hương Giang Huế',
    slug: 'phong-kham-da-lieu-huong-giang-hue',
    city: 'Huế',
    initials: 'HG',
    hue: 260,
    admin: { username: 'clinic.hue', name: 'Tôn Nữ Diễm Hương' },
    address: '<p>Số 29 Lê Lợi, phường Vĩnh Ninh, TP. Huế</p>',
    phone: '0914029029',
    email: 'hue@huonggiangderma.vn',
    description:
      '<p>Phòng khám Da liễu Hương Giang khám da tổng quát, tư vấn chăm sóc da và điều trị da liễu cho trẻ em tại Huế.</p><p>Bác sĩ của phòng khám đều là giảng viên, bác sĩ giàu kinh nghiệm của các bệnh viện trong thành phố.</p>',
    specialties: ['Da liễu tổng quát', 'Tư vấn da liễu', 'Da liễu nhi', 'Viêm da cơ địa'],
    workingHours: week([OFFICE, OFFICE, OFFICE, OFFICE, OFFICE, OFFICE, null]),
    holidayOffsets: [19],
    bannerCount: 2,
    doctors: doctors(
      [
        {
          name: 'ThS. BS. Tôn Thất Minh Khoa',
          email: 'bs.khoa@lumi.vn',
          phone: '0914008801',
          specialty: 'Da liễu tổng quát',
          experience: 22,
          fees: 350_000,
          duration: 30,
          pattern: 'FFFFF--',
          holidayOffsets: [6],
          hue: 205,
        },
        {
          name: 'BS. Hoàng Thị Quỳnh Giao',
          email: 'bs.giao@lumi.vn',
          phone: '0914008802',
          specialty: 'Tư vấn da liễu',
          experience: 6,
          fees: 180_000,
          duration: 15,
          pattern: 'clinic',
          holidayOffsets: [],
          hue: 325,
        },
        {
          name: 'BS. Dương Công Tín',
          email: 'bs.tin@lumi.vn',
          phone: '0914008803',
          specialty: 'Viêm da cơ địa',
          experience: 9,
          fees: 230_000,
          duration: 30,
          pattern: 'MAMAMA-',
          holidayOffsets: [],
          hue: 70,
        },
      ],
      26,
    ),
  },
];
