import type { ProductTag } from '@lumi/shared';

/*
 * The demo shop catalogue: categories, brands and products, as plain data. Brand and product names
 * are invented. Everything is computed at import with a seeded generator, so two seeds of the
 * demo database carry the same catalogue.
 */

export type PackageShape =
  'bottle' | 'tube' | 'jar' | 'pump' | 'dropper' | 'stick' | 'compact' | 'box' | 'spray';

export interface DemoCategory {
  name: string;
  children?: DemoCategory[];
}

export interface DemoBrand {
  name: string;
  /** Vietnamese, one or two sentences. */
  description: string;
  /** '#RRGGBB', used for the generated logo and product pictures. */
  color: string;
}

export interface DemoVariant {
  /** Vietnamese colour name. */
  name: string;
  /** '#RRGGBB'. */
  code: string;
  stock: number;
}

export interface DemoProduct {
  name: string;
  /** A DEMO_BRANDS name. */
  brand: string;
  /** Category names from the root to the leaf. */
  category: string[];
  /** Integer VND. */
  price: number;
  cost: number;
  capacity: string | null;
  /** Grams, packaging included (for the shipping fee). */
  weight: number;
  /** Days from the seeding date; negative means already expired. */
  expiryInDays: number;
  tags: ProductTag[];
  /** Exactly one of `stock` and a non-empty `variants` is set. */
  stock?: number;
  variants?: DemoVariant[];
  /** Sanitised-style HTML in Vietnamese. */
  description: string;
  /** Package drawn for the generated picture. */
  shape: PackageShape;
  sold: number;
  rating?: { average: number; count: number };
}

// ---------------------------------------------------------------- deterministic randomness

/** mulberry32: tiny, fast and good enough to vary demo data. */
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

/** FNV-1a, so each product's random values depend on its name and not on its position in the list. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rng = () => number;

const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** `n` distinct items, in a random order. */
function pickSome<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0] as T);
  return out;
}

// ---------------------------------------------------------------- categories

/*
 * Leaves are keyed so the product table below stays readable; the key never reaches the database.
 */
interface Leaf {
  path: [string, string, string];
  shape: PackageShape;
  /** Noun for the product kind, as it reads in a sentence. */
  kind: string;
  /** Verb phrase following the product name. */
  benefit: string;
  audience: string[];
  uses: string[];
  ingredients: string[];
  how: string[];
  note: string;
  /** Whether the capacity counts pieces (capsules, sheets) rather than content. */
  unitWeight?: number;
}

const FACE = 'Chăm sóc da mặt';
const MAKEUP = 'Trang điểm';
const BODY = 'Chăm sóc cơ thể';
const HAIR = 'Chăm sóc tóc';
const SUPPLEMENT = 'Thực phẩm chức năng';
const DERMA = 'Dược mỹ phẩm';

const KEEP = 'Bảo quản nơi khô ráo, thoáng mát, tránh ánh nắng trực tiếp và để xa tầm tay trẻ em.';
const PATCH_TEST = 'Thử sản phẩm trên một vùng da nhỏ ở cổ tay hoặc sau tai trước khi dùng lần đầu.';
const SUPPLEMENT_NOTE =
  'Thực phẩm này không phải là thuốc và không có tác dụng thay thế thuốc chữa bệnh. Phụ nữ có thai và cho con bú nên hỏi ý kiến bác sĩ trước khi dùng.';

const LEAVES = {
  cleanser: {
    path: [FACE, 'Làm sạch da', 'Sữa rửa mặt'],
    shape: 'tube',
    kind: 'sữa rửa mặt',
    benefit: 'giúp làm sạch bụi bẩn, dầu thừa và lớp kem chống nắng mà không gây khô căng',
    audience: ['mọi loại da', 'làn da hỗn hợp', 'người mới bắt đầu chăm sóc da'],
    uses: [
      'Làm sạch sâu lỗ chân lông, hạn chế bít tắc gây mụn',
      'Giữ độ pH cân bằng, da mềm mại sau khi rửa',
      'Bọt mịn, dễ rửa trôi, không để lại cảm giác nhờn rít',
      'Chuẩn bị làn da sẵn sàng hấp thụ các bước dưỡng tiếp theo',
    ],
    ingredients: [
      'Glycerin giữ ẩm',
      'Chất làm sạch dịu nhẹ gốc amino acid',
      'Panthenol (vitamin B5)',
      'Allantoin làm dịu da',
    ],
    how: [
      'Làm ướt mặt, lấy một lượng bằng hạt đậu ra tay, tạo bọt rồi massage nhẹ nhàng khoảng 30 giây và rửa sạch với nước. Dùng sáng và tối.',
      'Dùng hai lần mỗi ngày: tạo bọt với một ít nước, mát-xa theo chuyển động tròn, tránh vùng mắt, rồi rửa lại bằng nước ấm.',
    ],
    note: 'Tránh để sản phẩm dính vào mắt; nếu dính, rửa ngay bằng nhiều nước sạch.',
  },
  makeupRemover: {
    path: [FACE, 'Làm sạch da', 'Tẩy trang'],
    shape: 'bottle',
    kind: 'sản phẩm tẩy trang',
    benefit: 'giúp lấy đi lớp trang điểm, kem chống nắng và bụi mịn chỉ trong một bước',
    audience: ['người trang điểm hằng ngày', 'mọi loại da', 'làn da dễ kích ứng'],
    uses: [
      'Hòa tan lớp trang điểm, kể cả mascara chống nước',
      'Không cần chà xát mạnh, hạn chế tổn thương da',
      'Không để lại lớp màng bết dính sau khi dùng',
      'Giữ độ ẩm tự nhiên, da không bị khô căng',
    ],
    ingredients: ['Công nghệ micelle làm sạch', 'Glycerin', 'Chiết xuất lô hội', 'Vitamin E'],
    how: [
      'Thấm sản phẩm ra bông tẩy trang, áp lên da vài giây rồi lau nhẹ từ trong ra ngoài. Sau đó rửa lại mặt bằng sữa rửa mặt.',
      'Dùng vào buổi tối, trước bước sữa rửa mặt: lau nhẹ nhàng đến khi bông sạch, không cần chà mạnh.',
    ],
    note: 'Không dùng khi da đang có vết thương hở.',
  },
  exfoliant: {
    path: [FACE, 'Làm sạch da', 'Tẩy tế bào chết'],
    shape: 'tube',
    kind: 'sản phẩm tẩy tế bào chết',
    benefit: 'giúp loại bỏ lớp sừng già, làm thông thoáng lỗ chân lông và cho bề mặt da mịn hơn',
    audience: ['làn da sần sùi, xỉn màu', 'da có lỗ chân lông to', 'người muốn da đều màu hơn'],
    uses: [
      'Lấy đi tế bào chết, giúp da sáng và mịn màng',
      'Hạn chế mụn đầu đen, mụn ẩn',
      'Giúp các bước dưỡng sau thẩm thấu tốt hơn',
      'Làm đều màu da sau vài tuần sử dụng',
    ],
    ingredients: ['Chiết xuất lô hội làm dịu', 'Allantoin', 'Glycerin', 'Chiết xuất cam thảo'],
    how: [
      'Dùng 2–3 lần mỗi tuần vào buổi tối sau bước làm sạch. Tránh vùng mắt và môi. Ban ngày luôn dùng kem chống nắng.',
      'Tuần đầu dùng 1–2 lần để da làm quen, sau đó tăng dần lên 3 lần mỗi tuần; ban ngày nhớ thoa kem chống nắng.',
    ],
    note: 'Không dùng cùng lúc với retinol hoặc các sản phẩm tẩy da chết khác. ' + PATCH_TEST,
  },
  toner: {
    path: [FACE, 'Dưỡng da', 'Toner - Nước cân bằng'],
    shape: 'bottle',
    kind: 'nước cân bằng',
    benefit: 'giúp cân bằng độ pH, cấp nước tức thì và làm mềm da sau bước làm sạch',
    audience: ['mọi loại da', 'làn da thiếu nước', 'da hỗn hợp thiên dầu'],
    uses: [
      'Cân bằng độ pH sau khi rửa mặt',
      'Cấp nước, làm mềm bề mặt da',
      'Giúp serum và kem dưỡng thẩm thấu tốt hơn',
      'Làm dịu cảm giác căng rát sau khi ra nắng',
    ],
    ingredients: ['Glycerin', 'Panthenol (vitamin B5)', 'Chiết xuất rau má', 'Hyaluronic Acid'],
    how: [
      'Sau khi rửa mặt, thấm toner ra bông hoặc đổ ra lòng bàn tay rồi vỗ nhẹ lên da đến khi thẩm thấu. Dùng sáng và tối.',
      'Đổ 3–4 giọt ra lòng bàn tay, áp nhẹ lên mặt và cổ, có thể lặp lại 2–3 lớp khi da khô.',
    ],
    note: 'Không chứa cồn khô; nếu thấy da châm chích kéo dài, hãy ngừng dùng.',
  },
  serum: {
    path: [FACE, 'Dưỡng da', 'Serum - Tinh chất'],
    shape: 'dropper',
    kind: 'tinh chất đặc trị',
    benefit: 'chứa hoạt chất nồng độ cao, thẩm thấu nhanh và nhắm đúng vấn đề của làn da',
    audience: ['làn da xỉn màu, thiếu sức sống', 'da cần phục hồi', 'người muốn nâng cấp chu trình dưỡng'],
    uses: [
      'Kết cấu lỏng nhẹ, thấm nhanh, không bết dính',
      'Cải thiện kết cấu và độ đàn hồi của da',
      'Làm sáng và đều màu da sau 4–8 tuần',
      'Dễ kết hợp với kem dưỡng và kem chống nắng',
    ],
    ingredients: ['Hyaluronic Acid', 'Panthenol (vitamin B5)', 'Glycerin', 'Chiết xuất cam thảo'],
    how: [
      'Sau toner, lấy 3–4 giọt ra đầu ngón tay, thoa đều lên mặt và cổ rồi vỗ nhẹ. Tiếp theo dùng kem dưỡng.',
      'Dùng 2–3 giọt mỗi lần, sáng và/hoặc tối, trước kem dưỡng ẩm; ban ngày kết thúc bằng kem chống nắng.',
    ],
    note: 'Đậy kín nắp ngay sau khi dùng để hoạt chất không bị oxy hóa. ' + PATCH_TEST,
  },
  moisturizer: {
    path: [FACE, 'Dưỡng da', 'Kem dưỡng ẩm'],
    shape: 'jar',
    kind: 'kem dưỡng ẩm',
    benefit: 'giúp khóa ẩm, củng cố hàng rào bảo vệ và giữ da mềm mại suốt ngày dài',
    audience: ['làn da khô, thiếu ẩm', 'mọi loại da', 'làn da đang treatment'],
    uses: [
      'Cấp ẩm và khóa ẩm nhiều giờ liền',
      'Củng cố hàng rào bảo vệ da',
      'Giảm tình trạng bong tróc, thô ráp',
      'Kết cấu mềm mịn, thấm nhanh, không gây bít tắc',
    ],
    ingredients: ['Ceramide', 'Squalane từ ô liu', 'Glycerin', 'Bơ hạt mỡ (Shea Butter)'],
    how: [
      'Lấy một lượng bằng hạt đậu, chấm lên 5 điểm trên mặt rồi tán đều. Dùng ở bước cuối chu trình dưỡng sáng và tối.',
      'Sau serum, thoa một lớp mỏng lên mặt và cổ, massage nhẹ đến khi thẩm thấu; ban ngày dùng thêm kem chống nắng.',
    ],
    note: 'Dùng thìa đi kèm để lấy kem, giữ sản phẩm luôn sạch.',
  },
  sunscreen: {
    path: [FACE, 'Chống nắng', 'Kem chống nắng da mặt'],
    shape: 'tube',
    kind: 'kem chống nắng',
    benefit: 'giúp bảo vệ da trước tia UVA, UVB và ánh sáng xanh, hạn chế sạm nám và lão hóa sớm',
    audience: ['người thường xuyên ra đường', 'mọi loại da', 'dân văn phòng'],
    uses: [
      'Bảo vệ phổ rộng trước tia UVA và UVB',
      'Kết cấu mỏng nhẹ, không để lại vệt trắng',
      'Hạn chế sạm da, nám và lão hóa do ánh nắng',
      'Có thể dùng làm lớp lót trước khi trang điểm',
    ],
    ingredients: ['Màng lọc UV thế hệ mới', 'Niacinamide', 'Vitamin E', 'Chiết xuất rau má'],
    how: [
      'Thoa đều lượng khoảng hai đốt ngón tay lên mặt và cổ 15 phút trước khi ra ngoài. Thoa lại sau mỗi 2–3 giờ hoặc sau khi ra nhiều mồ hôi.',
      'Dùng ở bước cuối chu trình dưỡng buổi sáng, trước trang điểm; thoa lại sau 2 giờ nếu ở ngoài trời.',
    ],
    note: 'Tẩy trang kỹ vào buổi tối. Tránh tiếp xúc trực tiếp với mắt.',
  },
  sunSpray: {
    path: [FACE, 'Chống nắng', 'Xịt chống nắng'],
    shape: 'spray',
    kind: 'xịt chống nắng',
    benefit: 'giúp bảo vệ da nhanh gọn, dễ thoa lại cả khi đã trang điểm',
    audience: ['người hay hoạt động ngoài trời', 'những chuyến đi biển', 'người bận rộn'],
    uses: [
      'Xịt phủ đều, khô nhanh, không bết dính',
      'Dễ thoa lại trong ngày, kể cả trên lớp trang điểm',
      'Bảo vệ cả vùng cổ, vai, tay và chân',
      'Kháng nước, phù hợp khi bơi lội và chơi thể thao',
    ],
    ingredients: ['Màng lọc UV phổ rộng', 'Vitamin E', 'Nước khoáng', 'Chiết xuất lô hội'],
    how: [
      'Lắc đều, xịt cách da khoảng 15 cm, tán đều bằng tay. Với mặt, xịt ra lòng bàn tay trước rồi mới thoa. Xịt lại sau mỗi 2 giờ.',
      'Lắc kỹ trước khi dùng, xịt đều lên vùng da cần bảo vệ 15 phút trước khi ra nắng; không xịt trực tiếp vào mặt.',
    ],
    note: 'Bình chứa khí nén: không để gần lửa, không để trong xe hơi dưới trời nắng.',
  },
  sheetMask: {
    path: [FACE, 'Mặt nạ', 'Mặt nạ giấy'],
    shape: 'box',
    kind: 'mặt nạ giấy',
    benefit: 'giúp cấp một lượng lớn dưỡng chất cho da chỉ sau 15–20 phút thư giãn',
    audience: ['làn da mệt mỏi, thiếu nước', 'những ngày cần da đẹp cấp tốc', 'mọi loại da'],
    uses: [
      'Cấp ẩm tức thì, da căng mọng sau một lần đắp',
      'Miếng mặt nạ mỏng, ôm sát khuôn mặt',
      'Làm dịu da sau khi đi nắng',
      'Giúp lớp trang điểm bám tốt hơn',
    ],
    ingredients: ['Hyaluronic Acid', 'Glycerin', 'Panthenol (vitamin B5)', 'Allantoin'],
    how: [
      'Sau bước toner, đắp mặt nạ lên mặt 15–20 phút, gỡ ra và vỗ nhẹ để tinh chất còn lại thẩm thấu. Dùng 2–3 lần mỗi tuần.',
      'Làm sạch da, đắp mặt nạ trong 15 phút; không cần rửa lại, chỉ massage phần tinh chất còn dư.',
    ],
    note: 'Không đắp quá 30 phút. Mỗi miếng chỉ dùng một lần.',
    unitWeight: 25,
  },
  washOffMask: {
    path: [FACE, 'Mặt nạ', 'Mặt nạ ngủ & đất sét'],
    shape: 'jar',
    kind: 'mặt nạ dưỡng',
    benefit: 'giúp chăm sóc chuyên sâu, cho làn da được nghỉ ngơi và tái tạo',
    audience: ['làn da cần chăm sóc chuyên sâu', 'da dầu và da hỗn hợp', 'người bận rộn'],
    uses: [
      'Chăm sóc chuyên sâu chỉ với vài phút mỗi tuần',
      'Làm sạch và se khít lỗ chân lông',
      'Da mềm mại, tươi tắn hơn vào sáng hôm sau',
      'Kết cấu dễ tán, dễ làm sạch',
    ],
    ingredients: ['Đất sét Kaolin', 'Glycerin', 'Chiết xuất lô hội', 'Vitamin E'],
    how: [
      'Thoa một lớp mỏng lên da sạch, tránh vùng mắt và môi. Với mặt nạ rửa, để 10–15 phút rồi rửa sạch; với mặt nạ ngủ, để qua đêm.',
      'Dùng 2–3 lần mỗi tuần: thoa đều một lớp vừa phải, thư giãn rồi làm sạch theo hướng dẫn của từng loại.',
    ],
    note: 'Không để mặt nạ đất sét khô nứt quá lâu trên da.',
  },
  liquidLip: {
    path: [MAKEUP, 'Trang điểm môi', 'Son kem lì'],
    shape: 'stick',
    kind: 'son kem lì',
    benefit: 'cho màu chuẩn ngay từ lần lướt đầu tiên, bám màu nhiều giờ mà môi vẫn mềm',
    audience: [
      'những cô nàng yêu son lì',
      'người cần son bền màu cả ngày',
      'phong cách trang điểm hằng ngày',
    ],
    uses: [
      'Lên màu chuẩn, che được màu môi thâm',
      'Chất son mịn như nhung, không vón cục',
      'Bám màu 6–8 giờ, hạn chế lem ra ly cốc',
      'Đầu cọ ôm môi, dễ tán đều',
    ],
    ingredients: ['Dầu jojoba dưỡng môi', 'Vitamin E', 'Bột màu an toàn', 'Sáp ong tự nhiên'],
    how: [
      'Dưỡng môi trước 5 phút, tô son từ giữa môi ra hai bên; với lớp son mỏng, tán nhẹ bằng đầu ngón tay để có hiệu ứng môi tán.',
      'Tô một lớp mỏng, đợi 30 giây để son khô rồi tô thêm lớp thứ hai nếu muốn màu đậm hơn.',
    ],
    note: 'Tẩy trang môi bằng dầu hoặc nước tẩy trang chuyên dụng vào cuối ngày.',
  },
  bulletLip: {
    path: [MAKEUP, 'Trang điểm môi', 'Son thỏi'],
    shape: 'stick',
    kind: 'son thỏi',
    benefit: 'cho đôi môi căng mịn, màu son rõ nét và dễ dặm lại trong ngày',
    audience: ['những cô nàng công sở', 'người thích son nhẹ môi', 'mọi phong cách trang điểm'],
    uses: [
      'Màu son rõ nét chỉ sau một lần lướt',
      'Chất son mềm, không làm khô môi',
      'Thiết kế thỏi gọn, tiện mang theo',
      'Dễ dặm lại, không bị vón',
    ],
    ingredients: ['Bơ hạt mỡ (Shea Butter)', 'Vitamin E', 'Dầu hạt jojoba', 'Sáp candelilla'],
    how: [
      'Tô trực tiếp lên môi từ giữa ra hai khóe. Muốn lâu trôi hơn, thấm nhẹ giấy rồi tô thêm một lớp.',
      'Kẻ viền môi nhẹ bằng đầu thỏi son rồi tô kín lòng môi; dặm lại sau khi ăn uống.',
    ],
    note: 'Đóng nắp sau khi dùng, tránh để son ở nơi nhiệt độ cao.',
  },
  lipBalm: {
    path: [MAKEUP, 'Trang điểm môi', 'Son dưỡng môi'],
    shape: 'stick',
    kind: 'son dưỡng',
    benefit: 'giúp môi mềm mại, giảm khô nứt và bong tróc',
    audience: ['đôi môi khô nứt', 'mùa hanh khô', 'cả nam và nữ'],
    uses: [
      'Dưỡng ẩm và làm mềm môi',
      'Giảm tình trạng khô nứt, bong da',
      'Dùng làm lớp lót trước khi tô son',
      'Không màu hoặc có màu nhẹ, dùng được hằng ngày',
    ],
    ingredients: ['Sáp ong tự nhiên', 'Bơ hạt mỡ (Shea Butter)', 'Vitamin E', 'Dầu hạnh nhân ngọt'],
    how: [
      'Thoa trực tiếp lên môi nhiều lần trong ngày, đặc biệt trước khi ngủ và trước khi tô son.',
      'Dùng bất cứ khi nào môi khô; buổi tối thoa một lớp dày hơn như mặt nạ ngủ cho môi.',
    ],
    note: 'Ngưng dùng nếu môi có dấu hiệu kích ứng.',
  },
  foundation: {
    path: [MAKEUP, 'Trang điểm mặt', 'Kem nền'],
    shape: 'pump',
    kind: 'kem nền',
    benefit: 'giúp che phủ khuyết điểm, làm đều màu da với lớp nền mỏng nhẹ tự nhiên',
    audience: ['làn da châu Á', 'người trang điểm hằng ngày', 'những buổi tiệc cần lớp nền bền'],
    uses: [
      'Che phủ tốt vết thâm, lỗ chân lông',
      'Lớp nền mỏng nhẹ, không mốc, không dày cộm',
      'Bền màu nhiều giờ, hạn chế xuống tông',
      'Nhiều tông màu phù hợp làn da người Việt',
    ],
    ingredients: ['Bột khoáng che phủ', 'Glycerin', 'Niacinamide', 'Hyaluronic Acid'],
    how: [
      'Lấy 1–2 nhấn, chấm lên các điểm trên mặt rồi tán đều bằng mút ẩm hoặc cọ từ trong ra ngoài.',
      'Sau kem chống nắng, dùng một lượng nhỏ, tán mỏng từng lớp và dặm thêm ở vùng cần che phủ.',
    ],
    note: 'Vệ sinh mút và cọ trang điểm thường xuyên. Tẩy trang kỹ cuối ngày.',
  },
  cushion: {
    path: [MAKEUP, 'Trang điểm mặt', 'Phấn nước cushion'],
    shape: 'compact',
    kind: 'phấn nước',
    benefit: 'cho lớp nền mỏng mịn, căng bóng tự nhiên và dặm lại tiện lợi ở bất cứ đâu',
    audience: ['người thích trang điểm nhanh', 'làn da châu Á', 'phong cách trong trẻo'],
    uses: [
      'Che phủ vừa phải, da trông mịn và tươi',
      'Tích hợp dưỡng ẩm, không gây khô mốc',
      'Bông phấn mềm, tán đều không để lại vệt',
      'Hộp phấn gọn nhẹ, dễ mang theo',
    ],
    ingredients: ['Tinh chất dưỡng ẩm', 'Niacinamide', 'Bột khoáng mịn', 'Chiết xuất rau má'],
    how: [
      'Ấn nhẹ bông phấn vào lõi phấn, vỗ đều lên da từ trong ra ngoài. Dặm thêm lớp mỏng ở vùng cần che phủ.',
      'Dùng sau kem chống nắng; vỗ nhẹ, không kéo bông phấn để lớp nền mỏng và đều.',
    ],
    note: 'Giặt bông phấn mỗi tuần và đóng chặt nắp để phấn không bị khô.',
  },
  powder: {
    path: [MAKEUP, 'Trang điểm mặt', 'Phấn phủ'],
    shape: 'compact',
    kind: 'phấn phủ',
    benefit: 'giúp cố định lớp nền, kiềm dầu và cho bề mặt da mịn lì',
    audience: ['làn da dầu', 'những ngày nắng nóng', 'người cần lớp nền bền'],
    uses: [
      'Cố định lớp trang điểm, hạn chế trôi nền',
      'Kiềm dầu, giảm bóng nhờn nhiều giờ',
      'Hạt phấn siêu mịn, không gây mốc',
      'Làm mờ lỗ chân lông',
    ],
    ingredients: ['Bột khoáng Silica', 'Mica', 'Vitamin E', 'Bột gạo'],
    how: [
      'Dùng cọ hoặc bông phấn lấy một lượng vừa đủ, phủ nhẹ lên toàn mặt sau bước kem nền. Dặm lại khi da đổ dầu.',
      'Phủ một lớp mỏng lên vùng chữ T trước, sau đó tán nhẹ ra toàn mặt.',
    ],
    note: 'Đậy kín hộp sau khi dùng và vệ sinh bông phấn thường xuyên.',
  },
  eyeliner: {
    path: [MAKEUP, 'Trang điểm mắt', 'Kẻ mắt'],
    shape: 'stick',
    kind: 'kẻ mắt',
    benefit: 'cho đường kẻ sắc nét, lâu trôi, giúp đôi mắt to và có hồn hơn',
    audience: ['người mới tập trang điểm', 'những cô nàng yêu eyeliner', 'làn da dầu vùng mí mắt'],
    uses: [
      'Đường kẻ mảnh, sắc nét, dễ điều khiển',
      'Chống nước và mồ hôi, không lem',
      'Màu chuẩn ngay từ lần kẻ đầu tiên',
      'Khô nhanh, không dính lên mí trên',
    ],
    ingredients: ['Bột màu khoáng', 'Polymer tạo màng chống nước', 'Vitamin E', 'Sáp tự nhiên'],
    how: [
      'Kẻ sát chân mi từ đầu mắt đến đuôi mắt; kéo nhẹ đuôi lên để mắt trông to hơn.',
      'Nhắm mắt nhẹ, kẻ từng đoạn ngắn sát viền mi rồi nối lại; tẩy trang bằng dầu tẩy trang.',
    ],
    note: 'Không dùng chung với người khác. Đậy nắp ngay sau khi dùng để tránh khô đầu kẻ.',
  },
  mascara: {
    path: [MAKEUP, 'Trang điểm mắt', 'Mascara'],
    shape: 'tube',
    kind: 'mascara',
    benefit: 'giúp hàng mi dày, dài và cong vút suốt cả ngày',
    audience: ['hàng mi thưa, ngắn', 'người trang điểm hằng ngày', 'những buổi tiệc'],
    uses: [
      'Làm dày và dài mi ngay lần chuốt đầu tiên',
      'Giữ độ cong nhiều giờ',
      'Không vón cục, không rơi vụn',
      'Đầu chuốt ôm từng sợi mi',
    ],
    ingredients: ['Sáp carnauba', 'Vitamin E', 'Sợi tơ làm dài mi', 'Panthenol (vitamin B5)'],
    how: [
      'Chuốt từ chân mi ra ngọn theo hình zích zắc; chuốt lớp thứ hai khi lớp đầu còn ẩm để mi dày hơn.',
      'Kẹp mi trước, sau đó chuốt nhẹ từ gốc lên ngọn; dùng đầu cọ chuốt mi dưới.',
    ],
    note: 'Nên thay mới sau 3 tháng mở nắp. Tẩy trang mắt kỹ trước khi ngủ.',
  },
  eyeshadow: {
    path: [MAKEUP, 'Trang điểm mắt', 'Phấn mắt'],
    shape: 'compact',
    kind: 'phấn mắt',
    benefit: 'giúp tạo chiều sâu cho đôi mắt, từ trang điểm nhẹ nhàng đến lộng lẫy',
    audience: ['những cô nàng thích sáng tạo', 'trang điểm đi làm và đi tiệc', 'người mới tập trang điểm'],
    uses: [
      'Hạt phấn mịn, lên màu chuẩn',
      'Dễ tán, dễ chuyển màu',
      'Bám màu nhiều giờ, không xuống màu',
      'Kết hợp được nhiều phong cách trang điểm',
    ],
    ingredients: ['Mica', 'Bột talc mịn', 'Vitamin E', 'Dầu jojoba'],
    how: [
      'Dùng cọ lấy màu sáng làm nền cho toàn bầu mắt, màu đậm hơn ở hốc mắt và đuôi mắt, tán đều để chuyển màu mượt.',
      'Lót mắt bằng kem lót, sau đó dặm màu từ nhạt đến đậm; dùng đầu ngón tay với màu nhũ để lên màu rõ nhất.',
    ],
    note: 'Tránh để phấn tiếp xúc trực tiếp với mắt. Vệ sinh cọ định kỳ.',
  },
  showerGel: {
    path: [BODY, 'Tắm & làm sạch', 'Sữa tắm'],
    shape: 'pump',
    kind: 'sữa tắm',
    benefit: 'giúp làm sạch dịu nhẹ, lưu hương dễ chịu và giữ làn da cơ thể mềm mại',
    audience: ['cả gia đình', 'làn da khô', 'người yêu thích hương thơm thiên nhiên'],
    uses: [
      'Làm sạch bụi bẩn, mồ hôi nhẹ nhàng',
      'Bọt mịn, không làm khô da',
      'Hương thơm dịu, lưu lại nhiều giờ',
      'Giữ ẩm cho da mềm mịn sau khi tắm',
    ],
    ingredients: ['Glycerin', 'Chất làm sạch gốc dừa', 'Vitamin E', 'Tinh dầu thiên nhiên'],
    how: [
      'Làm ướt cơ thể, lấy một lượng vừa đủ ra bông tắm hoặc lòng bàn tay, tạo bọt và massage khắp người rồi tắm sạch.',
      'Dùng hằng ngày: tạo bọt với bông tắm, thoa đều rồi xả lại bằng nước ấm.',
    ],
    note: 'Tránh để sản phẩm dính vào mắt.',
  },
  bodyScrub: {
    path: [BODY, 'Tắm & làm sạch', 'Tẩy da chết cơ thể'],
    shape: 'jar',
    kind: 'tẩy da chết toàn thân',
    benefit: 'giúp loại bỏ tế bào chết, làm da cơ thể mịn màng và sáng hơn',
    audience: ['làn da sần sùi', 'da cơ thể xỉn màu', 'người chuẩn bị dưỡng trắng'],
    uses: [
      'Lấy đi lớp da chết, da mềm mịn ngay sau khi tắm',
      'Làm sáng và đều màu da cơ thể',
      'Giúp sữa dưỡng thể thẩm thấu tốt hơn',
      'Cải thiện tình trạng viêm nang lông nhẹ',
    ],
    ingredients: ['Dầu dừa', 'Vitamin E', 'Glycerin', 'Bơ hạt mỡ (Shea Butter)'],
    how: [
      'Sau khi làm ướt da, lấy một lượng vừa đủ massage nhẹ theo chuyển động tròn 2–3 phút rồi tắm sạch. Dùng 2 lần mỗi tuần.',
      'Dùng khi tắm, 1–2 lần mỗi tuần: chà nhẹ lên vùng khuỷu tay, đầu gối, lưng rồi rửa lại bằng nước.',
    ],
    note: 'Không dùng trên da mặt, vùng da đang trầy xước hoặc vừa cạo, tẩy lông.',
  },
  bodyLotion: {
    path: [BODY, 'Dưỡng thể', 'Sữa dưỡng thể'],
    shape: 'pump',
    kind: 'sữa dưỡng thể',
    benefit: 'giúp dưỡng ẩm sâu, làm mềm và sáng làn da toàn thân',
    audience: ['làn da khô ráp', 'người thường xuyên ở phòng máy lạnh', 'mọi loại da cơ thể'],
    uses: [
      'Dưỡng ẩm suốt 24 giờ',
      'Thấm nhanh, không bết dính quần áo',
      'Làm mềm các vùng da thô ráp',
      'Hương thơm nhẹ nhàng, dễ chịu',
    ],
    ingredients: ['Glycerin', 'Bơ hạt mỡ (Shea Butter)', 'Niacinamide', 'Vitamin E'],
    how: [
      'Thoa đều lên da toàn thân sau khi tắm, khi da còn hơi ẩm, massage nhẹ đến khi thẩm thấu. Dùng hai lần mỗi ngày.',
      'Sau khi tắm, lấy 2–3 nhấn thoa đều lên tay, chân và cơ thể; tập trung vùng khuỷu tay, đầu gối.',
    ],
    note: 'Chỉ dùng ngoài da.',
  },
  handCream: {
    path: [BODY, 'Dưỡng thể', 'Kem dưỡng da tay'],
    shape: 'tube',
    kind: 'kem dưỡng da tay',
    benefit: 'giúp đôi tay mềm mại, giảm khô nứt do rửa tay và chất tẩy rửa',
    audience: ['người thường xuyên rửa tay', 'mùa hanh khô', 'dân văn phòng'],
    uses: [
      'Dưỡng ẩm tức thì cho da tay',
      'Thấm nhanh, không nhờn dính',
      'Chăm sóc cả vùng da quanh móng',
      'Tuýp nhỏ gọn, bỏ túi tiện lợi',
    ],
    ingredients: ['Bơ hạt mỡ (Shea Butter)', 'Glycerin', 'Vitamin E', 'Allantoin'],
    how: [
      'Thoa một lượng nhỏ lên mu bàn tay và lòng bàn tay, massage nhẹ đến khi thẩm thấu. Dùng sau mỗi lần rửa tay.',
      'Dùng nhiều lần trong ngày; buổi tối thoa lớp dày hơn để tay mềm vào sáng hôm sau.',
    ],
    note: 'Tránh tiếp xúc với mắt.',
  },
  shampoo: {
    path: [HAIR, 'Gội & xả', 'Dầu gội'],
    shape: 'pump',
    kind: 'dầu gội',
    benefit: 'giúp làm sạch da đầu, nuôi dưỡng chân tóc và cho mái tóc bồng bềnh',
    audience: ['tóc dầu, bết nhanh', 'tóc gãy rụng', 'cả nam và nữ'],
    uses: [
      'Làm sạch dầu thừa và bụi bẩn trên da đầu',
      'Nuôi dưỡng chân tóc, giảm gãy rụng',
      'Tóc mềm mượt, thơm mát',
      'Dịu nhẹ, dùng được hằng ngày',
    ],
    ingredients: ['Chất làm sạch dịu nhẹ', 'Panthenol (vitamin B5)', 'Protein lúa mì', 'Tinh dầu bạc hà'],
    how: [
      'Làm ướt tóc, lấy một lượng vừa đủ, tạo bọt và massage da đầu 1–2 phút rồi xả sạch. Dùng kèm dầu xả để tóc mượt hơn.',
      'Gội 3–4 lần mỗi tuần: massage nhẹ nhàng bằng đầu ngón tay, không cào móng lên da đầu.',
    ],
    note: 'Tránh để dầu gội dính vào mắt.',
  },
  conditioner: {
    path: [HAIR, 'Gội & xả', 'Dầu xả'],
    shape: 'tube',
    kind: 'dầu xả',
    benefit: 'giúp tóc suôn mượt, dễ chải và giảm xơ rối sau khi gội',
    audience: ['tóc khô xơ', 'tóc uốn, nhuộm', 'tóc dài dễ rối'],
    uses: ['Làm mềm và gỡ rối tóc', 'Giảm xơ, chẻ ngọn', 'Giữ nếp tóc bóng mượt', 'Không làm nặng tóc'],
    ingredients: ['Dầu Argan', 'Protein lúa mì', 'Panthenol (vitamin B5)', 'Dầu dừa'],
    how: [
      'Sau khi gội, thoa dầu xả từ thân đến ngọn tóc, tránh chân tóc, để 2–3 phút rồi xả sạch.',
      'Vắt bớt nước trên tóc, thoa đều lên phần ngọn, chải nhẹ bằng lược thưa rồi xả lại với nước mát.',
    ],
    note: 'Không thoa trực tiếp lên da đầu.',
  },
  hairOil: {
    path: [HAIR, 'Dưỡng & tạo màu', 'Tinh dầu dưỡng tóc'],
    shape: 'dropper',
    kind: 'sản phẩm dưỡng tóc',
    benefit: 'giúp nuôi dưỡng từ chân đến ngọn, phục hồi tóc khô xơ và hư tổn',
    audience: ['tóc khô xơ, chẻ ngọn', 'tóc mỏng, rụng nhiều', 'tóc thường xuyên uốn, sấy'],
    uses: [
      'Nuôi dưỡng chân tóc, hỗ trợ tóc mọc dày',
      'Phục hồi tóc khô xơ, chẻ ngọn',
      'Bảo vệ tóc khỏi nhiệt khi sấy, uốn',
      'Tóc bóng mượt, thơm nhẹ',
    ],
    ingredients: ['Dầu Argan', 'Vitamin E', 'Dầu dừa', 'Tinh dầu hương thảo'],
    how: [
      'Lấy vài giọt ra tay, thoa lên tóc còn ẩm, tập trung phần ngọn. Với da đầu, massage nhẹ 3–5 phút rồi để 30 phút trước khi gội.',
      'Dùng sau khi gội, khi tóc còn ẩm, hoặc trên tóc khô để giảm xơ rối; không cần xả lại.',
    ],
    note: 'Không dùng quá nhiều để tránh tóc bết.',
  },
  hairDye: {
    path: [HAIR, 'Dưỡng & tạo màu', 'Thuốc nhuộm tóc'],
    shape: 'box',
    kind: 'thuốc nhuộm tóc',
    benefit: 'cho màu tóc đều, lên chuẩn và bền màu nhiều tuần',
    audience: ['tóc có sợi bạc', 'người thích đổi màu tóc tại nhà', 'tóc đã qua hóa chất'],
    uses: [
      'Lên màu đều từ chân đến ngọn',
      'Phủ bạc hiệu quả',
      'Bổ sung dưỡng chất, hạn chế khô tóc',
      'Mùi dễ chịu, ít gây kích ứng da đầu',
    ],
    ingredients: ['Dầu Argan', 'Chiết xuất bồ kết', 'Protein lụa', 'Vitamin E'],
    how: [
      'Trộn đều tuýp màu với chất trợ nhuộm, thoa lên tóc khô từ chân đến ngọn, ủ 30–35 phút rồi gội sạch và dùng gói dưỡng kèm theo.',
      'Đeo găng tay, chia tóc thành từng phần nhỏ, thoa hỗn hợp đều lên tóc, ủ 30 phút rồi xả sạch.',
    ],
    note: 'Bắt buộc thử phản ứng da 48 giờ trước khi nhuộm. Không dùng để nhuộm lông mày, lông mi.',
  },
  collagen: {
    path: [SUPPLEMENT, 'Làm đẹp từ bên trong', 'Viên uống collagen'],
    shape: 'box',
    kind: 'thực phẩm bảo vệ sức khỏe',
    benefit: 'giúp bổ sung collagen, hỗ trợ làn da săn chắc, đàn hồi và hạn chế nếp nhăn',
    audience: ['phụ nữ từ 25 tuổi', 'làn da bắt đầu lão hóa', 'người muốn chăm sóc da từ bên trong'],
    uses: [
      'Bổ sung collagen cho da',
      'Hỗ trợ da săn chắc, đàn hồi',
      'Hỗ trợ giảm khô da, nếp nhăn',
      'Hỗ trợ tóc và móng chắc khỏe',
    ],
    ingredients: ['Collagen peptide thủy phân', 'Vitamin C', 'Hyaluronic Acid', 'Biotin'],
    how: [
      'Người lớn dùng theo liều ghi trên bao bì, uống sau bữa ăn sáng với nhiều nước. Dùng liên tục 2–3 tháng để thấy rõ hiệu quả.',
      'Dùng mỗi ngày vào buổi sáng, trước hoặc sau ăn 30 phút; nên dùng đều đặn ít nhất 8 tuần.',
    ],
    note: SUPPLEMENT_NOTE,
    unitWeight: 0.9,
  },
  oralSunscreen: {
    path: [SUPPLEMENT, 'Làm đẹp từ bên trong', 'Viên uống chống nắng'],
    shape: 'box',
    kind: 'thực phẩm bảo vệ sức khỏe',
    benefit: 'giúp tăng cường khả năng tự bảo vệ của da trước tác hại của ánh nắng',
    audience: ['người thường xuyên ra nắng', 'làn da dễ sạm, nám', 'những chuyến du lịch biển'],
    uses: [
      'Hỗ trợ chống oxy hóa, bảo vệ da từ bên trong',
      'Hỗ trợ hạn chế sạm da, nám do ánh nắng',
      'Hỗ trợ làm sáng da',
      'Kết hợp tốt với kem chống nắng thoa ngoài',
    ],
    ingredients: ['Chiết xuất dương xỉ', 'Vitamin C', 'Vitamin E', 'Beta-carotene'],
    how: [
      'Uống theo liều ghi trên bao bì vào buổi sáng, trước khi ra nắng khoảng 30 phút. Vẫn cần dùng kem chống nắng thoa ngoài.',
      'Dùng hằng ngày sau bữa sáng; những ngày đi biển có thể dùng thêm một lần trước khi ra nắng theo hướng dẫn trên bao bì.',
    ],
    note: SUPPLEMENT_NOTE,
    unitWeight: 0.7,
  },
  vitamins: {
    path: [SUPPLEMENT, 'Bổ sung vitamin', 'Vitamin & khoáng chất'],
    shape: 'box',
    kind: 'thực phẩm bảo vệ sức khỏe',
    benefit: 'giúp bổ sung vitamin và khoáng chất cần thiết, hỗ trợ tăng cường sức khỏe và vẻ đẹp',
    audience: ['người bận rộn, ăn uống thiếu chất', 'phụ nữ', 'người hay mệt mỏi'],
    uses: [
      'Bổ sung vitamin và khoáng chất cho cơ thể',
      'Hỗ trợ tăng cường sức đề kháng',
      'Hỗ trợ làn da, tóc và móng khỏe mạnh',
      'Hỗ trợ giảm mệt mỏi',
    ],
    ingredients: ['Vitamin nhóm B', 'Vitamin C', 'Kẽm', 'Vitamin D3'],
    how: [
      'Uống theo liều ghi trên bao bì sau bữa ăn, với một cốc nước đầy.',
      'Dùng mỗi ngày sau bữa sáng; không dùng quá liều khuyến nghị.',
    ],
    note: SUPPLEMENT_NOTE,
    unitWeight: 0.8,
  },
  omega: {
    path: [SUPPLEMENT, 'Bổ sung vitamin', 'Omega-3 & dầu cá'],
    shape: 'bottle',
    kind: 'thực phẩm bảo vệ sức khỏe',
    benefit: 'giúp bổ sung các acid béo thiết yếu, hỗ trợ da mềm ẩm và tốt cho tim mạch, trí não',
    audience: ['người ít ăn cá', 'làn da khô', 'dân văn phòng làm việc nhiều với máy tính'],
    uses: [
      'Bổ sung Omega-3 (EPA, DHA)',
      'Hỗ trợ duy trì độ ẩm cho da',
      'Hỗ trợ sức khỏe tim mạch',
      'Hỗ trợ sức khỏe mắt và trí não',
    ],
    ingredients: ['Dầu cá tinh luyện', 'EPA & DHA', 'Vitamin E tự nhiên', 'Vỏ nang gelatin'],
    how: [
      'Uống theo liều ghi trên bao bì, trong hoặc ngay sau bữa ăn chính.',
      'Dùng mỗi ngày cùng bữa ăn có chất béo để hấp thu tốt nhất.',
    ],
    note: SUPPLEMENT_NOTE,
    unitWeight: 1.4,
  },
  acneGel: {
    path: [DERMA, 'Trị mụn', 'Gel trị mụn'],
    shape: 'tube',
    kind: 'sản phẩm chăm sóc da mụn',
    benefit: 'giúp giảm sưng viêm, gom cồi mụn và hạn chế thâm sau mụn',
    audience: ['làn da mụn', 'da dầu dễ nổi mụn', 'tuổi dậy thì'],
    uses: [
      'Giảm sưng viêm mụn sau 2–3 ngày',
      'Làm khô cồi mụn, hạn chế lan rộng',
      'Kiểm soát dầu thừa',
      'Hạn chế thâm sau mụn',
    ],
    ingredients: ['Kẽm PCA', 'Allantoin', 'Chiết xuất rau má', 'Panthenol (vitamin B5)'],
    how: [
      'Sau khi làm sạch, chấm một lượng nhỏ trực tiếp lên nốt mụn hoặc thoa mỏng vùng da có mụn, 1–2 lần mỗi ngày.',
      'Thoa một lớp mỏng lên vùng da mụn vào buổi tối; ban ngày dùng kem chống nắng.',
    ],
    note: 'Có thể gây khô nhẹ trong tuần đầu. ' + PATCH_TEST,
  },
  acnePatch: {
    path: [DERMA, 'Trị mụn', 'Miếng dán mụn'],
    shape: 'box',
    kind: 'miếng dán mụn',
    benefit: 'giúp hút dịch mụn, bảo vệ nốt mụn khỏi vi khuẩn và thói quen nặn mụn',
    audience: ['làn da mụn', 'người hay vô tình sờ tay lên mặt', 'mụn mới nhú'],
    uses: [
      'Hút dịch và gom cồi mụn qua đêm',
      'Che và bảo vệ nốt mụn khỏi bụi bẩn',
      'Miếng dán mỏng, gần như vô hình',
      'Hạn chế thâm do nặn mụn',
    ],
    ingredients: ['Hydrocolloid y tế', 'Tinh dầu tràm trà', 'Chiết xuất rau má', 'Keo dán an toàn cho da'],
    how: [
      'Làm sạch và lau khô vùng da, dán miếng dán lên nốt mụn, để ít nhất 6–8 giờ rồi gỡ ra.',
      'Dán trước khi ngủ hoặc trước khi trang điểm; thay miếng mới khi miếng dán chuyển màu trắng đục.',
    ],
    note: 'Không dán lên mụn đã vỡ còn chảy máu. Mỗi miếng chỉ dùng một lần.',
    unitWeight: 0.4,
  },
  repairCream: {
    path: [DERMA, 'Phục hồi da', 'Kem phục hồi'],
    shape: 'jar',
    kind: 'kem phục hồi',
    benefit: 'giúp làm dịu kích ứng, tái tạo hàng rào bảo vệ và phục hồi làn da yếu',
    audience: ['làn da nhạy cảm, kích ứng', 'da sau điều trị, treatment', 'da mỏng yếu'],
    uses: [
      'Làm dịu nhanh cảm giác đỏ rát, ngứa',
      'Phục hồi hàng rào bảo vệ da',
      'Hỗ trợ làm lành da sau điều trị',
      'Không hương liệu, không cồn',
    ],
    ingredients: ['Panthenol (vitamin B5)', 'Ceramide', 'Madecassoside từ rau má', 'Allantoin'],
    how: [
      'Thoa một lớp vừa phải lên vùng da cần phục hồi 2 lần mỗi ngày, sau các bước làm sạch và toner.',
      'Dùng sáng và tối, thoa nhẹ nhàng không chà xát; có thể thoa lớp dày như mặt nạ ngủ khi da kích ứng.',
    ],
    note: 'Với da sau laser, dùng theo chỉ định của bác sĩ điều trị.',
  },
  mist: {
    path: [DERMA, 'Phục hồi da', 'Xịt khoáng'],
    shape: 'spray',
    kind: 'xịt khoáng',
    benefit: 'giúp cấp ẩm tức thì, làm dịu và làm mát làn da ở bất cứ đâu',
    audience: ['làn da nhạy cảm', 'người làm việc trong phòng máy lạnh', 'da sau điều trị'],
    uses: [
      'Làm dịu tức thì da đỏ rát, kích ứng',
      'Cấp ẩm nhanh, da tươi tắn',
      'Giúp lớp trang điểm mịn và bền hơn',
      'Tia xịt mịn như sương',
    ],
    ingredients: ['Nước khoáng thiên nhiên', 'Khoáng chất Selen', 'Kẽm', 'Magie'],
    how: [
      'Xịt cách mặt khoảng 20 cm bất cứ lúc nào da cần làm dịu, để vài giây rồi thấm nhẹ phần thừa bằng khăn giấy.',
      'Xịt lên da sau khi rửa mặt, trước khi trang điểm hoặc trong ngày khi da khô; nhắm mắt khi xịt.',
    ],
    note: 'Bình chứa khí nén: không để gần nguồn nhiệt và không đục thủng vỏ bình.',
  },
  melasmaCream: {
    path: [DERMA, 'Trị nám & thâm', 'Kem trị nám'],
    shape: 'jar',
    kind: 'kem chăm sóc da nám',
    benefit: 'giúp làm mờ nám, tàn nhang và ngăn sắc tố hình thành trở lại',
    audience: ['làn da có nám, tàn nhang', 'phụ nữ sau sinh', 'da sạm do nắng'],
    uses: [
      'Làm mờ nám mảng, nám chân sâu',
      'Ức chế sự hình thành melanin',
      'Làm đều màu da',
      'Dưỡng ẩm, không gây bong tróc',
    ],
    ingredients: ['Chiết xuất cam thảo', 'Niacinamide', 'Vitamin E', 'Ceramide'],
    how: [
      'Dùng vào buổi tối: thoa một lớp mỏng lên vùng da nám sau bước serum. Ban ngày bắt buộc dùng kem chống nắng SPF50.',
      'Thoa lên vùng da cần điều trị mỗi tối, kiên trì 8–12 tuần; ban ngày che chắn và dùng kem chống nắng.',
    ],
    note: 'Tham khảo ý kiến bác sĩ da liễu với nám lâu năm. ' + PATCH_TEST,
  },
  darkSpotSerum: {
    path: [DERMA, 'Trị nám & thâm', 'Serum mờ thâm'],
    shape: 'dropper',
    kind: 'serum mờ thâm',
    benefit: 'giúp làm mờ vết thâm sau mụn, thâm do nắng và làm đều màu da',
    audience: ['làn da thâm sau mụn', 'da không đều màu', 'da sạm'],
    uses: [
      'Làm mờ vết thâm sau mụn',
      'Làm sáng và đều màu da',
      'Ngăn thâm mới hình thành',
      'Kết cấu lỏng nhẹ, thấm nhanh',
    ],
    ingredients: ['Niacinamide', 'Alpha Arbutin', 'Chiết xuất cam thảo', 'Hyaluronic Acid'],
    how: [
      'Sau toner, lấy 2–3 giọt thoa lên toàn mặt hoặc tập trung vùng thâm, sáng và tối. Ban ngày dùng kem chống nắng.',
      'Dùng mỗi tối sau bước làm sạch, chấm lên vùng thâm rồi tán đều; kiên trì 4–8 tuần.',
    ],
    note: 'Không kết hợp cùng lúc với các hoạt chất mạnh khác khi mới bắt đầu. ' + PATCH_TEST,
  },
} satisfies Record<string, Leaf>;

type LeafKey = keyof typeof LEAVES;

/** The category tree, derived from the leaves so a product's path always exists. */
function buildTree(): DemoCategory[] {
  const roots: DemoCategory[] = [];
  for (const leaf of Object.values(LEAVES) as Leaf[]) {
    const [r, m, l] = leaf.path;
    let root = roots.find((c) => c.name === r);
    if (!root) roots.push((root = { name: r, children: [] }));
    let mid = root.children!.find((c) => c.name === m);
    if (!mid) root.children!.push((mid = { name: m, children: [] }));
    mid.children!.push({ name: l });
  }
  return roots;
}

export const DEMO_CATEGORIES: DemoCategory[] = buildTree();

// ---------------------------------------------------------------- brands

export const DEMO_BRANDS: DemoBrand[] = [
  {
    name: 'Mộc Lan Skin',
    description:
      'Thương hiệu mỹ phẩm Việt lấy cảm hứng từ hoa mộc lan, kết hợp thảo mộc bản địa với công nghệ dưỡng da hiện đại.',
    color: '#b5476b',
  },
  {
    name: 'Dermaline',
    description:
      'Dòng dược mỹ phẩm phát triển cùng bác sĩ da liễu, tập trung vào phục hồi và bảo vệ hàng rào da nhạy cảm.',
    color: '#2b6cb0',
  },
  {
    name: 'Hoa Sen Organics',
    description:
      'Mỹ phẩm hữu cơ từ sen Đồng Tháp và các loài hoa Việt, không paraben, không thử nghiệm trên động vật.',
    color: '#d9668f',
  },
  {
    name: 'Aqua Derm',
    description: 'Chuyên gia cấp ẩm cho làn da nhạy cảm với nước khoáng và công thức tối giản, dịu nhẹ.',
    color: '#1a9bb0',
  },
  {
    name: 'Sương Mai',
    description:
      'Thương hiệu chống nắng và trang điểm nền dành riêng cho khí hậu nóng ẩm, nắng gắt của Việt Nam.',
    color: '#e0a030',
  },
  {
    name: 'Lumi Lab',
    description:
      'Phòng nghiên cứu của Lumi, phát triển các sản phẩm hoạt chất nồng độ rõ ràng với giá hợp lý.',
    color: '#6d5bd0',
  },
  {
    name: 'Thảo Mộc Việt',
    description:
      'Sản phẩm chăm sóc da, tóc và cơ thể từ bồ kết, bưởi, nghệ và các bài thuốc dân gian được chuẩn hóa.',
    color: '#3f8f5a',
  },
  {
    name: 'Nordic Pure',
    description: 'Chăm sóc da tối giản theo phong cách Bắc Âu, công thức ít thành phần và không hương liệu.',
    color: '#5f82b5',
  },
  {
    name: 'Bạch Trà Beauty',
    description: 'Bộ sưu tập dưỡng da từ trà trắng và trà xanh, giúp kiềm dầu, chống oxy hóa cho làn da trẻ.',
    color: '#6b8e3a',
  },
  {
    name: 'Ngọc Trai Cosmetics',
    description:
      'Mỹ phẩm dưỡng sáng da với bột ngọc trai tinh khiết, mang lại vẻ rạng rỡ tự nhiên cho làn da châu Á.',
    color: '#8c7ab8',
  },
  {
    name: 'Seoul Dew',
    description:
      'Thương hiệu chăm sóc da theo xu hướng Hàn Quốc, nổi bật với mặt nạ, toner và cushion mỏng nhẹ.',
    color: '#3fa89e',
  },
  {
    name: 'Hanami Lab',
    description: 'Công thức lấy cảm hứng từ Nhật Bản: làm sạch dịu nhẹ và chống nắng kết cấu siêu mỏng.',
    color: '#e0708f',
  },
  {
    name: 'Velvet Muse',
    description:
      'Thương hiệu trang điểm với bảng màu son và phấn mắt hợp tông da Việt, chất son mịn như nhung.',
    color: '#a3243b',
  },
  {
    name: 'Solène Paris',
    description: 'Dòng trang điểm cao cấp mang phong cách Pháp, bao bì sang trọng và chất lượng tinh tế.',
    color: '#b08855',
  },
  {
    name: 'Derma Nova',
    description: 'Giải pháp chăm sóc da mụn với BHA, niacinamide và tràm trà, được kiểm nghiệm da liễu.',
    color: '#2f7d8c',
  },
  {
    name: 'Glowvia',
    description: 'Chuyên về vitamin C và các hoạt chất làm sáng, cho làn da căng bóng, rạng rỡ mỗi ngày.',
    color: '#f0782e',
  },
  {
    name: 'Kova Beauty',
    description:
      'Trang điểm trẻ trung, giá dễ chịu, phù hợp cho học sinh sinh viên và người mới tập trang điểm.',
    color: '#d94f70',
  },
  {
    name: 'Mira Derma',
    description: 'Dược mỹ phẩm chuyên sâu cho nám, thâm và phục hồi da sau điều trị tại phòng khám.',
    color: '#4a6fa5',
  },
  {
    name: 'Tóc Mây',
    description: 'Chuyên gia chăm sóc tóc Việt: gội, xả, ủ và nhuộm thời trang với dưỡng chất từ dầu argan.',
    color: '#6a4f9a',
  },
  {
    name: 'Bồ Kết Xanh',
    description:
      'Dầu gội và dưỡng tóc thảo dược từ bồ kết, hương nhu và vỏ bưởi theo công thức truyền thống.',
    color: '#4a7c3a',
  },
  {
    name: 'VitaGarden',
    description: 'Thực phẩm bảo vệ sức khỏe bổ sung vitamin, khoáng chất và omega cho cả gia đình.',
    color: '#e89a1c',
  },
  {
    name: 'Nutri Bloom',
    description: 'Dòng sản phẩm làm đẹp từ bên trong với collagen, glutathione và chiết xuất thực vật.',
    color: '#e0624a',
  },
  {
    name: 'Biển Xanh Care',
    description: 'Chăm sóc cơ thể và chống nắng với khoáng biển, mang lại cảm giác tươi mát, sảng khoái.',
    color: '#2d8fd0',
  },
  {
    name: 'Mật Ong Rừng',
    description: 'Mỹ phẩm từ mật ong rừng, sáp ong và cà phê Tây Nguyên, nuôi dưỡng làn da mềm mại tự nhiên.',
    color: '#c98a1e',
  },
];

// ---------------------------------------------------------------- products

interface Row {
  /** Name. */
  n: string;
  /** Brand. */
  b: string;
  /** Price in VND. */
  p: number;
  /** Capacity. */
  c: string | null;
  t?: ProductTag[];
  /** Package shape when it differs from the leaf's. */
  s?: PackageShape;
  /** Colour variants as [name, code, stock]. */
  v?: [string, string, number][];
  /** Days until expiry, when the product is meant to be (almost) expired. */
  e?: number;
  /** Weight in grams when the capacity cannot give it. */
  w?: number;
}

// Shades shared by several products, so the same name always has the same colour.
const SHADE = {
  doCam: ['Đỏ cam', '#d9412b'],
  hongDat: ['Hồng đất', '#b5615c'],
  doGach: ['Đỏ gạch', '#a33a2c'],
  nude: ['Nude', '#c98f7a'],
  camChay: ['Cam cháy', '#c5542b'],
  doRuby: ['Đỏ ruby', '#9b1b30'],
  hongSanHo: ['Hồng san hô', '#e8706b'],
  hongBaby: ['Hồng baby', '#e89aa5'],
  doRuouVang: ['Đỏ rượu vang', '#6d1a2b'],
  doThuan: ['Đỏ thuần', '#c3132b'],
  nauDat: ['Nâu đất', '#8a4b3c'],
  hongDao: ['Hồng đào', '#f19e8e'],
  camSua: ['Cam sữa', '#f0a27a'],
  doMan: ['Đỏ mận', '#8c2546'],
  doDo: ['Đỏ đô', '#7b1e2b'],
  nudeHong: ['Nude hồng', '#d69a8f'],
  trangSu: ['Trắng sứ', '#f1d6bf'],
  beSang: ['Be sáng', '#e9c9a8'],
  beTuNhien: ['Be tự nhiên', '#d9ae88'],
  beAm: ['Be ấm', '#c8956c'],
  nga: ['Ngà', '#efd3b5'],
  trangHong: ['Trắng hồng', '#f3d9c8'],
  trongSuot: ['Trong suốt', '#f4e6da'],
  den: ['Đen', '#151515'],
  nau: ['Nâu', '#5a3a29'],
  nauSocola: ['Nâu socola', '#4e2f23'],
} as const satisfies Record<string, readonly [string, string]>;

const shade = (s: readonly [string, string], stock: number): [string, string, number] => [s[0], s[1], stock];

const ROWS: Record<LeafKey, Row[]> = {
  cleanser: [
    {
      n: 'Sữa rửa mặt dịu nhẹ cho da nhạy cảm',
      b: 'Aqua Derm',
      p: 189000,
      c: '200ml',
      s: 'pump',
      t: ['SELLING', 'HOT'],
    },
    { n: 'Sữa rửa mặt tạo bọt trà xanh kiềm dầu', b: 'Bạch Trà Beauty', p: 159000, c: '150ml', t: ['SALE'] },
    { n: 'Gel rửa mặt BHA 0.5% ngừa mụn', b: 'Derma Nova', p: 245000, c: '200ml', s: 'pump', t: ['HOT'] },
    { n: 'Sữa rửa mặt amino acid cấp ẩm', b: 'Hanami Lab', p: 215000, c: '120g', t: ['NEW'] },
    { n: 'Sữa rửa mặt nghệ sáng da', b: 'Thảo Mộc Việt', p: 129000, c: '100g', t: ['SALE'], e: 45 },
  ],
  makeupRemover: [
    {
      n: 'Nước tẩy trang micellar cho da dầu mụn',
      b: 'Aqua Derm',
      p: 225000,
      c: '400ml',
      t: ['HOT', 'SELLING'],
    },
    { n: 'Dầu tẩy trang hoa hồng làm sạch sâu', b: 'Hoa Sen Organics', p: 289000, c: '200ml', s: 'pump' },
    { n: 'Nước tẩy trang rau má làm dịu da', b: 'Seoul Dew', p: 179000, c: '300ml', t: ['SALE'] },
    {
      n: 'Sáp tẩy trang bạch trà tan chảy',
      b: 'Bạch Trà Beauty',
      p: 249000,
      c: '100ml',
      s: 'jar',
      t: ['NEW'],
    },
  ],
  exfoliant: [
    { n: 'Tẩy tế bào chết hóa học AHA 8%', b: 'Lumi Lab', p: 329000, c: '100ml', s: 'bottle', t: ['TREND'] },
    { n: 'Gel tẩy da chết dịu nhẹ hạt jojoba', b: 'Nordic Pure', p: 259000, c: '120ml' },
    {
      n: 'Tẩy tế bào chết cà phê Đắk Lắk cho mặt',
      b: 'Mật Ong Rừng',
      p: 145000,
      c: '100g',
      s: 'jar',
      t: ['SALE'],
    },
    {
      n: 'Dung dịch BHA 2% làm sạch lỗ chân lông',
      b: 'Derma Nova',
      p: 399000,
      c: '118ml',
      s: 'bottle',
      t: ['HOT', 'SELLING'],
    },
  ],
  toner: [
    { n: 'Toner hoa hồng cấp ẩm không cồn', b: 'Hoa Sen Organics', p: 199000, c: '250ml', t: ['SELLING'] },
    { n: 'Toner rau má làm dịu da mụn', b: 'Seoul Dew', p: 239000, c: '200ml', t: ['HOT'] },
    {
      n: 'Toner niacinamide 5% se khít lỗ chân lông',
      b: 'Lumi Lab',
      p: 279000,
      c: '150ml',
      t: ['NEW', 'TREND'],
    },
    { n: 'Nước cân bằng bạch trà kiềm dầu', b: 'Bạch Trà Beauty', p: 185000, c: '200ml', t: ['SALE'] },
    { n: 'Toner Hyaluronic Acid cấp nước sâu', b: 'Aqua Derm', p: 265000, c: '200ml' },
  ],
  serum: [
    { n: 'Serum vitamin C 15% sáng da', b: 'Lumi Lab', p: 459000, c: '30ml', t: ['HOT', 'TREND', 'SELLING'] },
    { n: 'Serum vitamin C 10% kết hợp vitamin E', b: 'Glowvia', p: 389000, c: '30ml', t: ['SALE'] },
    { n: 'Serum niacinamide 10% kẽm PCA', b: 'Derma Nova', p: 319000, c: '30ml', t: ['HOT'] },
    { n: 'Tinh chất Hyaluronic Acid B5 cấp ẩm', b: 'Aqua Derm', p: 349000, c: '30ml' },
    { n: 'Serum retinol 0.3% chống lão hóa', b: 'Nordic Pure', p: 589000, c: '30ml', t: ['NEW', 'TREND'] },
    { n: 'Tinh chất ngọc trai dưỡng trắng', b: 'Ngọc Trai Cosmetics', p: 529000, c: '50ml', e: 60 },
  ],
  moisturizer: [
    { n: 'Kem dưỡng ẩm phục hồi Ceramide', b: 'Dermaline', p: 385000, c: '50ml', t: ['HOT', 'SELLING'] },
    { n: 'Gel dưỡng ẩm trà xanh cho da dầu', b: 'Bạch Trà Beauty', p: 229000, c: '50g', t: ['SALE'] },
    { n: 'Kem dưỡng ẩm ban đêm peptide', b: 'Mộc Lan Skin', p: 650000, c: '50g', t: ['NEW'] },
    { n: 'Kem dưỡng ẩm sâu cho da khô', b: 'Nordic Pure', p: 495000, c: '75ml', s: 'tube' },
    { n: 'Kem dưỡng trắng da ngọc trai', b: 'Ngọc Trai Cosmetics', p: 415000, c: '50g', t: ['SALE'] },
  ],
  sunscreen: [
    {
      n: 'Kem chống nắng phổ rộng SPF50+ PA++++',
      b: 'Sương Mai',
      p: 325000,
      c: '50ml',
      t: ['HOT', 'SELLING'],
    },
    { n: 'Kem chống nắng nâng tông SPF50+ PA+++', b: 'Sương Mai', p: 295000, c: '50ml', t: ['TREND'] },
    { n: 'Kem chống nắng kiềm dầu cho da mụn SPF50', b: 'Derma Nova', p: 365000, c: '40ml', t: ['HOT'] },
    { n: 'Kem chống nắng vật lý dịu nhẹ SPF30', b: 'Aqua Derm', p: 345000, c: '50ml', t: ['NEW'] },
    {
      n: 'Sữa chống nắng dưỡng ẩm SPF50+ PA++++',
      b: 'Hanami Lab',
      p: 389000,
      c: '60ml',
      s: 'bottle',
      t: ['SELLING'],
    },
    { n: 'Kem chống nắng trà xanh mỏng nhẹ SPF45', b: 'Bạch Trà Beauty', p: 249000, c: '50ml', t: ['SALE'] },
  ],
  sunSpray: [
    { n: 'Xịt chống nắng toàn thân SPF50+ PA+++', b: 'Biển Xanh Care', p: 279000, c: '150ml', t: ['HOT'] },
    { n: 'Xịt chống nắng trong suốt cho mặt SPF50', b: 'Hanami Lab', p: 319000, c: '80ml', t: ['NEW'] },
    {
      n: 'Xịt chống nắng thể thao chống nước SPF50',
      b: 'Biển Xanh Care',
      p: 299000,
      c: '200ml',
      t: ['SALE'],
    },
    { n: 'Xịt chống nắng dịu nhẹ cho da nhạy cảm SPF30', b: 'Aqua Derm', p: 285000, c: '100ml' },
  ],
  sheetMask: [
    {
      n: 'Mặt nạ giấy Hyaluronic Acid cấp ẩm',
      b: 'Seoul Dew',
      p: 125000,
      c: '5 miếng',
      t: ['HOT', 'SELLING'],
    },
    { n: 'Mặt nạ giấy rau má làm dịu da', b: 'Seoul Dew', p: 119000, c: '5 miếng', t: ['SALE'] },
    { n: 'Mặt nạ giấy vitamin C sáng da', b: 'Glowvia', p: 139000, c: '5 miếng', t: ['TREND'] },
    { n: 'Mặt nạ sinh học collagen săn chắc', b: 'Mộc Lan Skin', p: 289000, c: '4 miếng', t: ['NEW'] },
  ],
  washOffMask: [
    { n: 'Mặt nạ đất sét than tre kiềm dầu', b: 'Bạch Trà Beauty', p: 199000, c: '100g', t: ['SALE'] },
    { n: 'Mặt nạ ngủ cấp ẩm mật ong', b: 'Mật Ong Rừng', p: 189000, c: '80ml', t: ['HOT'] },
    { n: 'Mặt nạ ngủ môi hương dâu', b: 'Mật Ong Rừng', p: 129000, c: '20g', t: ['NEW'] },
    { n: 'Mặt nạ đất sét nghệ sáng da', b: 'Thảo Mộc Việt', p: 165000, c: '120g', e: 30 },
  ],
  liquidLip: [
    {
      n: 'Son kem lì mịn môi',
      b: 'Velvet Muse',
      p: 259000,
      c: '5g',
      t: ['HOT', 'TREND', 'SELLING'],
      v: [
        shade(SHADE.doCam, 40),
        shade(SHADE.hongDat, 55),
        shade(SHADE.doGach, 0),
        shade(SHADE.nude, 32),
        shade(SHADE.camChay, 18),
      ],
    },
    {
      n: 'Son kem lì siêu nhẹ môi',
      b: 'Kova Beauty',
      p: 159000,
      c: '4.5g',
      t: ['SALE'],
      v: [shade(SHADE.doRuby, 60), shade(SHADE.hongSanHo, 44), shade(SHADE.hongBaby, 25)],
    },
    {
      n: 'Son kem nhung lì lâu trôi',
      b: 'Solène Paris',
      p: 459000,
      c: '6ml',
      t: ['NEW'],
      v: [shade(SHADE.doRuouVang, 20), shade(SHADE.doThuan, 14), shade(SHADE.nauDat, 9)],
    },
    {
      n: 'Son kem bóng căng mọng',
      b: 'Mộc Lan Skin',
      p: 219000,
      c: '4g',
      t: ['TREND'],
      v: [shade(SHADE.hongDao, 30), shade(SHADE.camSua, 0), shade(SHADE.doMan, 21)],
    },
  ],
  bulletLip: [
    {
      n: 'Son thỏi lì mềm mịn môi',
      b: 'Velvet Muse',
      p: 289000,
      c: '3.5g',
      t: ['HOT'],
      v: [shade(SHADE.doCam, 36), shade(SHADE.hongDat, 41), shade(SHADE.doDo, 27), shade(SHADE.nudeHong, 19)],
    },
    {
      n: 'Son thỏi dưỡng ẩm có màu',
      b: 'Hoa Sen Organics',
      p: 199000,
      c: '3.8g',
      t: ['SALE'],
      v: [
        ['Hồng sen', '#e26d8f', 45],
        ['Cam đào', '#f49a72', 30],
        ['Đỏ san hô', '#e5533f', 12],
      ],
    },
    {
      n: 'Son thỏi satin ánh ngọc trai',
      b: 'Ngọc Trai Cosmetics',
      p: 329000,
      c: '3.5g',
      v: [
        ['Hồng ngọc', '#d35d7b', 18],
        ['Đỏ son', '#b3202d', 26],
        ['Nâu hồng', '#9c5a5a', 0],
      ],
    },
    {
      n: 'Son thỏi lì cao cấp',
      b: 'Solène Paris',
      p: 589000,
      c: '3.4g',
      t: ['HOT'],
      v: [shade(SHADE.doThuan, 15), shade(SHADE.hongDat, 22)],
    },
  ],
  lipBalm: [
    { n: 'Son dưỡng môi mật ong và sáp ong', b: 'Mật Ong Rừng', p: 89000, c: '4g', t: ['SELLING'] },
    {
      n: 'Son dưỡng môi có màu SPF15',
      b: 'Mộc Lan Skin',
      p: 149000,
      c: '3.5g',
      t: ['NEW'],
      v: [
        ['Hồng nhạt', '#f2a0a8', 50],
        ['Cam nhạt', '#f6b08e', 40],
      ],
    },
    {
      n: 'Son dưỡng phục hồi môi khô nứt',
      b: 'Dermaline',
      p: 135000,
      c: '4.8g',
      s: 'tube',
      t: ['SALE'],
      e: 25,
    },
    { n: 'Son dưỡng môi dầu dừa', b: 'Thảo Mộc Việt', p: 95000, c: '4g', e: -12 },
  ],
  foundation: [
    {
      n: 'Kem nền mỏng nhẹ lâu trôi',
      b: 'Solène Paris',
      p: 695000,
      c: '30ml',
      t: ['HOT'],
      v: [
        shade(SHADE.trangSu, 12),
        shade(SHADE.beSang, 30),
        shade(SHADE.beTuNhien, 26),
        shade(SHADE.beAm, 8),
      ],
    },
    {
      n: 'Kem nền kiềm dầu che phủ cao',
      b: 'Kova Beauty',
      p: 255000,
      c: '30ml',
      t: ['SALE'],
      v: [shade(SHADE.beSang, 34), shade(SHADE.beTuNhien, 28), shade(SHADE.beAm, 0)],
    },
    {
      n: 'Kem nền dưỡng ẩm căng bóng',
      b: 'Mộc Lan Skin',
      p: 425000,
      c: '35ml',
      t: ['NEW'],
      v: [shade(SHADE.nga, 20), shade(SHADE.beTuNhien, 18)],
    },
  ],
  cushion: [
    {
      n: 'Phấn nước cushion che phủ tự nhiên',
      b: 'Sương Mai',
      p: 389000,
      c: '15g',
      t: ['HOT', 'SELLING'],
      v: [shade(SHADE.beSang, 40), shade(SHADE.beTuNhien, 35)],
    },
    {
      n: 'Phấn nước cushion kiềm dầu SPF50+',
      b: 'Seoul Dew',
      p: 425000,
      c: '14g',
      t: ['TREND'],
      v: [shade(SHADE.trangHong, 22), shade(SHADE.beSang, 0), shade(SHADE.beTuNhien, 16)],
    },
    {
      n: 'Phấn nước cushion dưỡng ẩm ánh ngọc trai',
      b: 'Ngọc Trai Cosmetics',
      p: 465000,
      c: '15g',
      t: ['NEW'],
      v: [shade(SHADE.nga, 25), shade(SHADE.beAm, 12)],
    },
  ],
  powder: [
    {
      n: 'Phấn phủ dạng nén kiềm dầu',
      b: 'Kova Beauty',
      p: 189000,
      c: '10g',
      t: ['SALE'],
      v: [shade(SHADE.trongSuot, 40), shade(SHADE.beTuNhien, 30)],
    },
    { n: 'Phấn phủ bột khoáng mịn lì', b: 'Ngọc Trai Cosmetics', p: 279000, c: '8g', t: ['HOT'] },
    { n: 'Phấn phủ trang điểm chống nắng SPF30', b: 'Sương Mai', p: 245000, c: '10g' },
  ],
  eyeliner: [
    {
      n: 'Bút kẻ mắt nước chống trôi',
      b: 'Kova Beauty',
      p: 129000,
      c: '0.6g',
      t: ['HOT', 'SELLING'],
      v: [shade(SHADE.den, 80), shade(SHADE.nau, 45)],
    },
    {
      n: 'Chì kẻ mắt dạng gel mềm',
      b: 'Velvet Muse',
      p: 169000,
      c: '0.35g',
      t: ['NEW'],
      v: [['Đen tuyền', '#0b0b0b', 30], shade(SHADE.nauSocola, 22), ['Xanh navy', '#1f2e5a', 0]],
    },
    {
      n: 'Bút kẻ mắt lâu trôi đầu siêu mảnh',
      b: 'Solène Paris',
      p: 359000,
      c: '0.5ml',
      v: [shade(SHADE.den, 20), ['Nâu đỏ', '#6b2e22', 10]],
    },
  ],
  mascara: [
    { n: 'Mascara làm dày và cong mi', b: 'Kova Beauty', p: 149000, c: '8ml', t: ['HOT', 'SALE'] },
    {
      n: 'Mascara chống nước dài mi',
      b: 'Velvet Muse',
      p: 229000,
      c: '9ml',
      t: ['TREND'],
      v: [shade(SHADE.den, 40), shade(SHADE.nau, 15)],
    },
    { n: 'Mascara dưỡng mi tinh dầu thầu dầu', b: 'Hoa Sen Organics', p: 189000, c: '7ml', t: ['NEW'] },
  ],
  eyeshadow: [
    { n: 'Bảng phấn mắt 9 ô tông nâu cam', b: 'Velvet Muse', p: 299000, c: null, w: 140, t: ['TREND'] },
    {
      n: 'Phấn mắt nhũ đơn sắc',
      b: 'Kova Beauty',
      p: 99000,
      c: '2g',
      t: ['SALE'],
      v: [
        ['Vàng đồng', '#c08a3e', 25],
        ['Hồng ánh kim', '#d99aa0', 30],
        ['Nâu đồng', '#8a5a3b', 18],
        ['Bạc', '#c0c0c8', 0],
      ],
    },
    { n: 'Bảng phấn mắt 12 ô tông hồng đất', b: 'Solène Paris', p: 649000, c: null, w: 210, t: ['NEW'] },
  ],
  showerGel: [
    { n: 'Sữa tắm dưỡng ẩm hoa sen', b: 'Hoa Sen Organics', p: 189000, c: '500ml', t: ['SELLING'] },
    { n: 'Sữa tắm trắng da ngọc trai', b: 'Ngọc Trai Cosmetics', p: 219000, c: '650ml', t: ['SALE'] },
    { n: 'Sữa tắm muối biển sảng khoái', b: 'Biển Xanh Care', p: 165000, c: '500ml', t: ['HOT'] },
    { n: 'Sữa tắm mật ong và sữa dê', b: 'Mật Ong Rừng', p: 175000, c: '500ml' },
    { n: 'Sữa tắm thảo dược ngừa mụn lưng', b: 'Thảo Mộc Việt', p: 155000, c: '450ml', e: 70 },
  ],
  bodyScrub: [
    {
      n: 'Tẩy da chết cơ thể cà phê Đắk Lắk',
      b: 'Mật Ong Rừng',
      p: 155000,
      c: '200g',
      t: ['HOT', 'SELLING'],
    },
    { n: 'Muối tắm tẩy da chết khoáng biển', b: 'Biển Xanh Care', p: 135000, c: '300g', t: ['SALE'] },
    {
      n: 'Tẩy da chết cơ thể AHA làm mịn da gà',
      b: 'Glowvia',
      p: 259000,
      c: '200ml',
      s: 'tube',
      t: ['NEW', 'TREND'],
    },
  ],
  bodyLotion: [
    { n: 'Sữa dưỡng thể trắng da vitamin C', b: 'Glowvia', p: 245000, c: '300ml', t: ['HOT'] },
    { n: 'Sữa dưỡng thể bơ hạt mỡ cho da khô', b: 'Nordic Pure', p: 299000, c: '400ml' },
    {
      n: 'Sữa dưỡng thể chống nắng SPF30',
      b: 'Biển Xanh Care',
      p: 215000,
      c: '250ml',
      s: 'tube',
      t: ['SALE'],
    },
    { n: 'Kem dưỡng thể hương hoa sen', b: 'Hoa Sen Organics', p: 229000, c: '200g', s: 'jar', t: ['NEW'] },
  ],
  handCream: [
    { n: 'Kem dưỡng da tay mật ong', b: 'Mật Ong Rừng', p: 89000, c: '50ml', t: ['SALE'] },
    { n: 'Kem dưỡng da tay phục hồi nứt nẻ', b: 'Dermaline', p: 159000, c: '75ml', t: ['HOT'] },
    { n: 'Kem dưỡng da tay hương trà trắng', b: 'Bạch Trà Beauty', p: 119000, c: '60ml', t: ['NEW'] },
  ],
  shampoo: [
    { n: 'Dầu gội bồ kết ngăn rụng tóc', b: 'Bồ Kết Xanh', p: 165000, c: '500ml', t: ['HOT', 'SELLING'] },
    {
      n: 'Dầu gội tinh dầu bưởi kích thích mọc tóc',
      b: 'Thảo Mộc Việt',
      p: 189000,
      c: '400ml',
      t: ['TREND', 'HOT'],
    },
    { n: 'Dầu gội sạch gàu bạc hà', b: 'Tóc Mây', p: 145000, c: '480ml', t: ['SALE'] },
    { n: 'Dầu gội phục hồi tóc hư tổn keratin', b: 'Tóc Mây', p: 235000, c: '500ml', t: ['NEW'] },
    { n: 'Dầu gội thảo dược cho da đầu nhạy cảm', b: 'Bồ Kết Xanh', p: 179000, c: '300ml', e: 55 },
  ],
  conditioner: [
    { n: 'Dầu xả bồ kết mềm mượt', b: 'Bồ Kết Xanh', p: 155000, c: '300ml', t: ['SALE'] },
    { n: 'Dầu xả phục hồi tóc uốn nhuộm', b: 'Tóc Mây', p: 215000, c: '500ml', s: 'pump' },
    { n: 'Kem ủ tóc argan siêu mượt', b: 'Tóc Mây', p: 259000, c: '250g', s: 'jar', t: ['HOT'] },
    { n: 'Dầu xả tinh dầu bưởi', b: 'Thảo Mộc Việt', p: 175000, c: '300ml' },
  ],
  hairOil: [
    { n: 'Tinh dầu bưởi dưỡng tóc', b: 'Thảo Mộc Việt', p: 149000, c: '100ml', t: ['HOT', 'SELLING'] },
    { n: 'Serum dưỡng tóc dầu argan', b: 'Tóc Mây', p: 239000, c: '50ml', t: ['NEW'] },
    { n: 'Xịt dưỡng tóc bồ kết', b: 'Bồ Kết Xanh', p: 129000, c: '150ml', s: 'spray', t: ['SALE'] },
    { n: 'Dầu dừa dưỡng tóc nguyên chất', b: 'Hoa Sen Organics', p: 119000, c: '100ml', s: 'bottle', e: 80 },
  ],
  hairDye: [
    {
      n: 'Thuốc nhuộm tóc phủ bạc thảo dược',
      b: 'Thảo Mộc Việt',
      p: 179000,
      c: '100ml',
      t: ['SELLING'],
      v: [
        ['Đen tự nhiên', '#1c1410', 40],
        ['Nâu hạt dẻ', '#6b3a22', 35],
        ['Nâu đen', '#3b2418', 20],
      ],
    },
    {
      n: 'Kem nhuộm tóc thời trang',
      b: 'Tóc Mây',
      p: 199000,
      c: '100ml',
      t: ['TREND', 'HOT'],
      v: [
        ['Nâu tây', '#7a4a2a', 30],
        ['Nâu trà sữa', '#a07a5a', 25],
        ['Đỏ rượu', '#6e1f2e', 14],
        ['Xám khói', '#7d7d80', 0],
        ['Hồng khói', '#b78a8e', 8],
      ],
    },
    {
      n: 'Thuốc nhuộm tóc bồ kết không amoniac',
      b: 'Bồ Kết Xanh',
      p: 159000,
      c: '80ml',
      t: ['NEW'],
      v: [shade(SHADE.den, 30), shade(SHADE.nauSocola, 18)],
    },
  ],
  collagen: [
    {
      n: 'Viên uống collagen trắng da thủy phân',
      b: 'Nutri Bloom',
      p: 690000,
      c: '60 viên',
      t: ['HOT', 'SELLING'],
    },
    {
      n: 'Nước uống collagen peptide vị lựu',
      b: 'Nutri Bloom',
      p: 890000,
      c: '10 chai x 50ml',
      t: ['TREND'],
    },
    { n: 'Viên uống collagen và vitamin C', b: 'VitaGarden', p: 450000, c: '90 viên', t: ['SALE'] },
    { n: 'Bột collagen cá biển sâu', b: 'VitaGarden', p: 1250000, c: '30 gói x 5g', t: ['NEW'] },
  ],
  oralSunscreen: [
    { n: 'Viên uống chống nắng chiết xuất dương xỉ', b: 'Nutri Bloom', p: 590000, c: '60 viên', t: ['HOT'] },
    {
      n: 'Viên uống chống nắng nội sinh kết hợp vitamin E',
      b: 'VitaGarden',
      p: 520000,
      c: '30 viên',
      t: ['NEW'],
    },
    { n: 'Viên uống sáng da glutathione', b: 'Nutri Bloom', p: 990000, c: '60 viên', t: ['TREND', 'SALE'] },
  ],
  vitamins: [
    { n: 'Viên uống vitamin tổng hợp cho nữ', b: 'VitaGarden', p: 350000, c: '60 viên', t: ['SELLING'] },
    { n: 'Viên uống kẽm và vitamin C ngừa mụn', b: 'VitaGarden', p: 245000, c: '60 viên', t: ['SALE'] },
    { n: 'Viên uống biotin đẹp da móng tóc', b: 'Nutri Bloom', p: 395000, c: '100 viên', t: ['NEW'] },
    { n: 'Viên uống vitamin E đỏ 400 IU', b: 'VitaGarden', p: 189000, c: '30 viên', e: 40 },
  ],
  omega: [
    { n: 'Dầu cá Omega-3 tinh khiết 1000mg', b: 'VitaGarden', p: 459000, c: '100 viên', t: ['HOT'] },
    { n: 'Viên uống Omega 3-6-9 cho da khô', b: 'Nutri Bloom', p: 389000, c: '60 viên', t: ['SALE'] },
    { n: 'Viên uống tinh dầu hoa anh thảo', b: 'Nutri Bloom', p: 429000, c: '90 viên' },
  ],
  acneGel: [
    { n: 'Gel chấm mụn tràm trà', b: 'Derma Nova', p: 139000, c: '15ml', t: ['HOT', 'SELLING'] },
    { n: 'Gel giảm mụn BHA và niacinamide', b: 'Dermaline', p: 265000, c: '30ml', t: ['SALE'] },
    { n: 'Kem giảm mụn ẩn azelaic acid 10%', b: 'Mira Derma', p: 345000, c: '30ml', t: ['NEW', 'TREND'] },
    { n: 'Xịt giảm mụn lưng salicylic acid', b: 'Derma Nova', p: 289000, c: '100ml', s: 'spray' },
  ],
  acnePatch: [
    { n: 'Miếng dán mụn hydrocolloid', b: 'Derma Nova', p: 89000, c: '36 miếng', t: ['SELLING'] },
    { n: 'Miếng dán mụn tràm trà siêu mỏng', b: 'Lumi Lab', p: 99000, c: '24 miếng', t: ['SALE'] },
    { n: 'Miếng dán mụn vi kim', b: 'Mira Derma', p: 189000, c: '9 miếng', t: ['NEW'] },
  ],
  repairCream: [
    {
      n: 'Kem phục hồi da B5 làm dịu kích ứng',
      b: 'Dermaline',
      p: 295000,
      c: '40ml',
      s: 'tube',
      t: ['HOT', 'SELLING'],
    },
    { n: 'Kem phục hồi hàng rào da sau treatment', b: 'Mira Derma', p: 485000, c: '50ml' },
    { n: 'Kem phục hồi rau má cica', b: 'Seoul Dew', p: 315000, c: '50ml', t: ['TREND'] },
    { n: 'Gel phục hồi da sau laser', b: 'Lumi Lab', p: 389000, c: '30g', s: 'tube', t: ['NEW'] },
  ],
  mist: [
    { n: 'Xịt khoáng cấp ẩm làm dịu da tức thì', b: 'Aqua Derm', p: 215000, c: '150ml', t: ['HOT'] },
    {
      n: 'Xịt khoáng nước suối khoáng thiên nhiên',
      b: 'Nordic Pure',
      p: 265000,
      c: '300ml',
      t: ['SALE'],
      e: -3,
    },
    { n: 'Xịt khoáng hoa hồng Damask', b: 'Hoa Sen Organics', p: 179000, c: '120ml' },
  ],
  melasmaCream: [
    { n: 'Kem giảm nám tranexamic acid', b: 'Mira Derma', p: 690000, c: '30g', t: ['HOT', 'TREND'] },
    { n: 'Kem dưỡng mờ nám alpha arbutin', b: 'Ngọc Trai Cosmetics', p: 545000, c: '30g' },
    { n: 'Kem trị nám ban đêm cam thảo', b: 'Dermaline', p: 789000, c: '50g', t: ['NEW'] },
    {
      n: 'Kem giảm nám chuyên sâu retinaldehyde',
      b: 'Lumi Lab',
      p: 1290000,
      c: '30ml',
      s: 'tube',
      t: ['SALE'],
    },
  ],
  darkSpotSerum: [
    { n: 'Serum mờ thâm tranexamic acid 5%', b: 'Lumi Lab', p: 529000, c: '30ml', t: ['HOT'] },
    { n: 'Tinh chất mờ thâm mụn niacinamide và arbutin', b: 'Mira Derma', p: 459000, c: '30ml', t: ['SALE'] },
    { n: 'Serum vitamin C 20% mờ thâm chuyên sâu', b: 'Dermaline', p: 890000, c: '30ml', t: ['TREND'] },
    { n: 'Serum mờ thâm nghệ và cam thảo', b: 'Thảo Mộc Việt', p: 259000, c: '30ml', t: ['NEW'] },
  ],
};

// ---------------------------------------------------------------- descriptions

/** Actives named in a product's name, and how the description lists them. */
const KEYWORD_INGREDIENTS: [RegExp, string][] = [
  [/vitamin c/i, 'Vitamin C (dẫn xuất ổn định) giúp làm sáng và chống oxy hóa'],
  [/niacinamide/i, 'Niacinamide (vitamin B3) giúp đều màu da, se khít lỗ chân lông'],
  [/\bbha\b|salicylic/i, 'BHA (Salicylic Acid) làm sạch sâu lỗ chân lông'],
  [/\baha\b/i, 'AHA (Glycolic Acid) loại bỏ tế bào chết trên bề mặt'],
  [/retinol|retinaldehyde/i, 'Retinoid thế hệ mới bao vi nang, giảm kích ứng'],
  [/hyaluronic/i, 'Hyaluronic Acid đa phân tử cấp ẩm nhiều tầng'],
  [/ceramide/i, 'Ceramide NP, AP, EOP củng cố hàng rào bảo vệ da'],
  [/rau má|cica/i, 'Chiết xuất rau má (Centella Asiatica) làm dịu da'],
  [/trà xanh|bạch trà|trà trắng/i, 'Chiết xuất trà xanh, trà trắng chống oxy hóa'],
  [/hoa hồng/i, 'Nước cất hoa hồng làm dịu và cấp ẩm'],
  [/collagen/i, 'Collagen peptide phân tử nhỏ, dễ hấp thu'],
  [/tràm trà/i, 'Tinh dầu tràm trà kháng khuẩn tự nhiên'],
  [/nghệ/i, 'Tinh chất nghệ (Curcumin) làm mờ thâm'],
  [/bồ kết/i, 'Chiết xuất bồ kết làm sạch dịu nhẹ'],
  [/bưởi/i, 'Tinh dầu vỏ bưởi nuôi dưỡng chân tóc'],
  [/tranexamic/i, 'Tranexamic Acid ức chế sắc tố gây nám'],
  [/arbutin/i, 'Alpha Arbutin làm mờ đốm nâu'],
  [/\bb5\b/i, 'Panthenol (vitamin B5) nồng độ cao phục hồi da'],
  [/kẽm/i, 'Kẽm giúp kiểm soát dầu và hỗ trợ giảm mụn'],
  [/đất sét/i, 'Đất sét Kaolin và Bentonite hút dầu thừa'],
  [/than tre/i, 'Than hoạt tính từ tre làm sạch lỗ chân lông'],
  [/cà phê/i, 'Bột cà phê Đắk Lắk xay mịn'],
  [/dừa/i, 'Dầu dừa ép lạnh giàu dưỡng chất'],
  [/argan/i, 'Dầu Argan nuôi dưỡng và làm bóng tóc'],
  [/bơ hạt mỡ/i, 'Bơ hạt mỡ (Shea Butter) dưỡng ẩm sâu'],
  [/mật ong/i, 'Mật ong rừng nguyên chất dưỡng ẩm, làm mềm'],
  [/sáp ong/i, 'Sáp ong tự nhiên tạo màng bảo vệ'],
  [/ngọc trai/i, 'Bột ngọc trai tinh khiết giúp da sáng mịn'],
  [/peptide/i, 'Phức hợp peptide hỗ trợ da săn chắc'],
  [/glutathione/i, 'Glutathione hỗ trợ làm sáng da'],
  [/biotin/i, 'Biotin (vitamin B7) cho tóc và móng chắc khỏe'],
  [/dương xỉ/i, 'Chiết xuất dương xỉ Polypodium leucotomos'],
  [/vitamin e/i, 'Vitamin E chống oxy hóa'],
  [/omega/i, 'Omega-3 (EPA, DHA) từ dầu cá biển sâu'],
  [/anh thảo/i, 'Tinh dầu hoa anh thảo giàu GLA'],
  [/cam thảo/i, 'Chiết xuất cam thảo làm dịu và làm sáng da'],
  [/azelaic/i, 'Azelaic Acid giảm mụn ẩn và thâm đỏ'],
  [/keratin/i, 'Keratin thủy phân phục hồi sợi tóc'],
  [/bạc hà/i, 'Tinh dầu bạc hà mát lạnh da đầu'],
  [/jojoba/i, 'Hạt jojoba tròn mịn, không gây xước da'],
  [/muối|khoáng biển/i, 'Khoáng chất và muối biển tinh khiết'],
  [/hoa sen/i, 'Chiết xuất hoa sen Đồng Tháp'],
  [/thầu dầu/i, 'Dầu thầu dầu nuôi dưỡng chân mi'],
  [/hydrocolloid/i, 'Hydrocolloid y tế hút dịch mụn'],
  [/vi kim/i, 'Đầu vi kim tự tiêu chứa hoạt chất'],
];

/** Skin or hair types a name mentions, which then beat the leaf's generic audience. */
const NAME_AUDIENCE: [RegExp, string][] = [
  [/nhạy cảm/i, 'làn da nhạy cảm'],
  [/da dầu|kiềm dầu/i, 'làn da dầu, dễ bóng nhờn'],
  [/da khô|khô nứt/i, 'làn da khô, thiếu ẩm'],
  [/mụn/i, 'làn da mụn'],
  [/nám/i, 'làn da có nám, tàn nhang'],
  [/rụng tóc|mọc tóc/i, 'tóc mỏng, dễ gãy rụng'],
  [/hư tổn|uốn nhuộm/i, 'tóc hư tổn do hóa chất'],
];

function amountSentence(capacity: string | null, rng: Rng): string {
  if (!capacity) return '';
  if (/\d\s*(ml)$/i.test(capacity))
    return pick(rng, [` Dung tích ${capacity}.`, ` Sản phẩm có dung tích ${capacity}.`]);
  if (/\d\s*g$/i.test(capacity)) return ` Khối lượng tịnh ${capacity}.`;
  return ` Quy cách: ${capacity}.`;
}

function describe(row: Row, leaf: Leaf, rng: Rng): string {
  const name = `<strong>${row.n}</strong>`;
  const audience = NAME_AUDIENCE.find(([re]) => re.test(row.n))?.[1] ?? pick(rng, leaf.audience);
  const amount = amountSentence(row.c, rng);
  const intro = pick(rng, [
    `<p>${name} là ${leaf.kind} của ${row.b}, ${leaf.benefit}.${amount}</p>`,
    `<p>${row.b} giới thiệu ${name} – ${leaf.kind} ${leaf.benefit}.${amount}</p>`,
    `<p>Được ${row.b} phát triển dành cho ${audience}, ${name} ${leaf.benefit}.${amount}</p>`,
  ]);
  const shades = row.v?.length ? `<p>Có ${row.v.length} màu: ${row.v.map(([n]) => n).join(', ')}.</p>` : '';

  const uses = pickSome(rng, leaf.uses, 3);
  const spf = /SPF\s?(\d+\+?)(\s?PA\+*)?/i.exec(row.n);
  if (spf) uses.unshift(`Chỉ số chống nắng SPF${spf[1]}${spf[2] ?? ''} bảo vệ da trước tia UVA và UVB`);

  const fromName = KEYWORD_INGREDIENTS.filter(([re]) => re.test(row.n)).map(([, text]) => text);
  const ingredients = [
    ...fromName.slice(0, 2),
    ...pickSome(rng, leaf.ingredients, 4 - Math.min(2, fromName.length)),
  ];

  const blocks = [
    intro,
    shades,
    `<h3>Công dụng</h3><ul>${uses.map((u) => `<li>${u}</li>`).join('')}</ul>`,
    `<h3>Thành phần chính</h3><ul>${ingredients.map((i) => `<li>${i}</li>`).join('')}</ul>`,
    `<h3>Hướng dẫn sử dụng</h3><p>${pick(rng, leaf.how)}</p>`,
    `<h3>Lưu ý</h3><p>${leaf.note} ${KEEP}</p>`,
  ];
  return blocks.filter(Boolean).join('');
}

// ---------------------------------------------------------------- numbers

const PACKAGING_GRAMS: Record<PackageShape, number> = {
  bottle: 60,
  tube: 22,
  jar: 85,
  pump: 75,
  dropper: 65,
  stick: 25,
  compact: 55,
  box: 45,
  spray: 70,
};

/** Content weight from a capacity such as '30ml', '50g', '60 viên' or '10 chai x 50ml'. */
function contentGrams(capacity: string, leaf: Leaf): number {
  const multi = /^(\d+)\s*\D+?x\s*(\d+(?:\.\d+)?)\s*(ml|g)$/i.exec(capacity);
  if (multi) return Number(multi[1]) * Number(multi[2]);
  const amount = /^(\d+(?:\.\d+)?)\s*(ml|g)$/i.exec(capacity);
  if (amount) return Number(amount[1]);
  const count = /^(\d+)\s/.exec(capacity);
  if (count) return Number(count[1]) * (leaf.unitWeight ?? 1);
  return 50;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function buildProduct(row: Row, leaf: Leaf): DemoProduct {
  const rng = prng(hash(row.n));
  const shape = row.s ?? leaf.shape;
  const tags = row.t ?? [];
  // An explicit weight already includes the packaging.
  const weight = Math.round(row.w ?? (row.c ? contentGrams(row.c, leaf) : 50) + PACKAGING_GRAMS[shape]);
  const cost = roundTo(row.p * (0.47 + rng() * 0.21), 1000);
  const expiryInDays = row.e ?? between(rng, 300, 1000);

  const popular = tags.includes('HOT') || tags.includes('SELLING');
  const fresh = tags.includes('NEW');
  const sold = fresh ? between(rng, 0, 60) : popular ? between(rng, 600, 2600) : between(rng, 40, 700);
  const rated = sold > 0 && !(fresh && rng() < 0.5);
  const rating = rated
    ? {
        average: Math.round((popular ? 4.4 + rng() * 0.6 : 3.8 + rng() * 1.1) * 10) / 10,
        count: Math.max(1, Math.round(sold * (0.08 + rng() * 0.12))),
      }
    : undefined;

  const product: DemoProduct = {
    name: row.n,
    brand: row.b,
    category: [...leaf.path],
    price: row.p,
    cost,
    capacity: row.c,
    weight,
    expiryInDays,
    tags,
    description: describe(row, leaf, rng),
    shape,
    sold,
  };
  if (row.v?.length) product.variants = row.v.map(([name, code, stock]) => ({ name, code, stock }));
  // Almost-expired stock is what is left after the batch sold, so it is low.
  else product.stock = row.e !== undefined && row.e < 100 ? between(rng, 4, 25) : between(rng, 15, 300);
  if (rating) product.rating = rating;
  return product;
}

export const DEMO_PRODUCTS: DemoProduct[] = (Object.keys(ROWS) as LeafKey[]).flatMap((key) =>
  ROWS[key].map((row) => buildProduct(row, LEAVES[key])),
);

// ---------------------------------------------------------------- benchmark catalogue

/** Product kinds for synthetic names, each with the leaf it belongs to. */
const BENCH_KINDS: [string, LeafKey][] = [
  ['Sữa rửa mặt', 'cleanser'],
  ['Nước tẩy trang', 'makeupRemover'],
  ['Tẩy tế bào chết', 'exfoliant'],
  ['Toner', 'toner'],
  ['Serum', 'serum'],
  ['Kem dưỡng', 'moisturizer'],
  ['Kem chống nắng', 'sunscreen'],
  ['Xịt chống nắng', 'sunSpray'],
  ['Mặt nạ giấy', 'sheetMask'],
  ['Mặt nạ ngủ', 'washOffMask'],
  ['Son kem', 'liquidLip'],
  ['Son thỏi', 'bulletLip'],
  ['Son dưỡng', 'lipBalm'],
  ['Kem nền', 'foundation'],
  ['Phấn nước', 'cushion'],
  ['Phấn phủ', 'powder'],
  ['Bút kẻ mắt', 'eyeliner'],
  ['Mascara', 'mascara'],
  ['Phấn mắt', 'eyeshadow'],
  ['Sữa tắm', 'showerGel'],
  ['Tẩy da chết body', 'bodyScrub'],
  ['Sữa dưỡng thể', 'bodyLotion'],
  ['Kem dưỡng tay', 'handCream'],
  ['Dầu gội', 'shampoo'],
  ['Dầu xả', 'conditioner'],
  ['Tinh dầu dưỡng tóc', 'hairOil'],
  ['Thuốc nhuộm', 'hairDye'],
  ['Viên uống collagen', 'collagen'],
  ['Viên uống chống nắng', 'oralSunscreen'],
  ['Viên uống vitamin', 'vitamins'],
  ['Dầu cá', 'omega'],
  ['Gel trị mụn', 'acneGel'],
  ['Miếng dán mụn', 'acnePatch'],
  ['Kem phục hồi', 'repairCream'],
  ['Xịt khoáng', 'mist'],
  ['Kem trị nám', 'melasmaCream'],
  ['Serum mờ thâm', 'darkSpotSerum'],
];

const BENCH_BENEFITS = [
  'cấp ẩm sâu',
  'sáng da',
  'làm dịu',
  'kiềm dầu',
  'chống lão hóa',
  'mờ thâm',
  'phục hồi',
  'se khít lỗ chân lông',
  'dưỡng trắng',
  'ngừa mụn',
  'mềm mịn',
  'săn chắc',
];

const BENCH_NOTES = [
  'Hoa Cúc',
  'Trà Xanh',
  'Rau Má',
  'Ngọc Trai',
  'Sương Sớm',
  'Mật Ong',
  'Tơ Tằm',
  'Hoa Hồng',
  'Bạch Dương',
  'Lúa Mạch',
  'Nghệ Vàng',
  'Hoa Sứ',
];

const BENCH_TAGS: ProductTag[] = ['HOT', 'NEW', 'SALE', 'SELLING', 'TREND'];

/**
 * `count` synthetic products shaped like DEMO_PRODUCTS, with unique names, for load tests;
 * the same `seed` gives the same list.
 */
export function generateBenchProducts(count: number, seed = 1): DemoProduct[] {
  const rng = prng(seed);
  const out: DemoProduct[] = [];
  for (let i = 0; i < count; i++) {
    const [kind, leafKey] = pick(rng, BENCH_KINDS);
    const leaf: Leaf = LEAVES[leafKey];
    // A real product of the same kind gives a believable capacity, price range and shade set.
    const model = pick(rng, ROWS[leafKey]);
    const row: Row = {
      n: `${kind} ${pick(rng, BENCH_BENEFITS)} ${pick(rng, BENCH_NOTES)} ${i + 1}`,
      b: pick(rng, DEMO_BRANDS).name,
      p: Math.min(1890000, Math.max(89000, roundTo(model.p * (0.7 + rng() * 0.6), 1000))),
      c: model.c,
      s: model.s,
      w: model.w,
      t: rng() < 0.3 ? pickSome(rng, BENCH_TAGS, between(rng, 1, 2)) : [],
    };
    if (model.v?.length) {
      const shades = [...new Map(ROWS[leafKey].flatMap((r) => r.v ?? []).map((v) => [v[0], v])).values()];
      row.v = pickSome(rng, shades, between(rng, 2, Math.min(5, shades.length))).map(([name, code]) => [
        name,
        code,
        between(rng, 0, 80),
      ]);
    }
    if (rng() < 0.01) row.e = between(rng, 20, 85);
    out.push(buildProduct(row, leaf));
  }
  return out;
}
