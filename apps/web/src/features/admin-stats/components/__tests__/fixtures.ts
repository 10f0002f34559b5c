import type {
  OrderDetailStats,
  RevenueOrderStats,
  ReviewDetailStats,
  ShopStatistical,
  SiteOverview,
} from '@lumi/shared';

const image = (name: string) => ({ url: `/uploads/${name}.jpg`, publicId: `lumi/${name}` });
const avatar = { url: '/api/v1/avatars/default.svg', publicId: null };

/** November 2026 against October 2026. */
export function overviewOf(overrides: Partial<SiteOverview> = {}): SiteOverview {
  return {
    order: {
      revenue: 3_450_000,
      totalAmount: 12_500_000,
      total: 40,
      status: {
        pending: { count: 4, amount: 1_200_000 },
        processing: { count: 3, amount: 900_000 },
        shipping: { count: 5, amount: 1_500_000 },
        delivered: { count: 25, amount: 8_900_000 },
        cancelled: { count: 3, amount: 700_000 },
      },
    },
    product: { total: 120, almostExpired: 4 },
    user: { total: 310, active: 301, new: 18 },
    review: { averageRating: 4.5, total: 22 },
    booking: {
      total: 15,
      revenue: { actual: 4_200_000, potential: 6_000_000 },
      status: { pending: 2, confirmed: 3, completed: 8, cancelled: 2, no_show: 0 },
      completionRate: 53.3,
      noShowRate: 0,
    },
    period: { from: '2026-11-01', to: '2026-11-30', previousFrom: '2026-10-01', previousTo: '2026-10-31' },
    previous: {
      order: { revenue: 3_000_000, totalAmount: 11_000_000, total: 32, delivered: 25 },
      user: { new: 0 },
      review: { averageRating: 4.0, total: 18 },
      booking: { total: 20, revenue: { actual: 5_000_000, potential: 7_000_000 } },
    },
    ...overrides,
  };
}

export function revenueOrderOf(): RevenueOrderStats {
  const bucket = (name: string, revenue: number, totalAmount: number, totalOrders: number) => ({
    name,
    revenue,
    totalAmount,
    totalOrders,
    delivered: Math.floor(totalOrders / 2),
    processing: totalOrders - Math.floor(totalOrders / 2) - 1,
    cancelled: 1,
    bookings: 2,
    bookingRevenue: 300_000,
    bookingSales: 450_000,
  });
  return { stats: [bucket('01/11', 1_250_000, 4_000_000, 12), bucket('02/11', -35_000, 250_000, 3)] };
}

export function orderDetailOf(): OrderDetailStats {
  return {
    stats: [
      { name: '01/11', pending: 1, processing: 2, shipping: 3, delivered: 5, cancelled: 1 },
      { name: '02/11', pending: 0, processing: 0, shipping: 1, delivered: 1, cancelled: 1 },
    ],
    paymentMethods: [
      { method: 'COD', count: 9, amount: 3_100_000 },
      { method: 'VNPAY', count: 3, amount: 900_000 },
      { method: 'STRIPE', count: 0, amount: 0 },
    ],
  };
}

export function reviewDetailOf(): ReviewDetailStats {
  return {
    timeStats: [
      { name: '01/11', avgRating: 4.5, total: 2 },
      { name: '02/11', avgRating: 0, total: 0 },
    ],
    ratingDistribution: [
      { name: '5 sao', count: 1 },
      { name: '4 sao', count: 1 },
      { name: '3 sao', count: 0 },
      { name: '2 sao', count: 0 },
      { name: '1 sao', count: 0 },
    ],
    productStats: [{ name: 'Kem dưỡng ẩm, 50ml', total: 2 }],
    summary: { total: 2, averageRating: 4.5, withoutReview: 40 },
  };
}

export function shopStatisticalOf(): ShopStatistical {
  return {
    totals: { orders: 40, products: 120, customers: 310, revenue: 3_450_000 },
    yearlyStats: Array.from({ length: 12 }, (_v, i) => ({
      month: i + 1,
      revenue: 0,
      totalAmount: 0,
      orders: 0,
    })),
    topSellingProducts: [
      { _id: 'p1', name: 'Son "Đỏ ruby"', mainImage: image('son'), sold: 30, totalAmount: 1_250_000 },
      { _id: 'p2', name: 'Sữa rửa mặt, 150ml', mainImage: image('srm'), sold: 12, totalAmount: 900_000 },
    ],
    orderStatuses: { pending: 4, processing: 3, shipping: 5, delivered: 25, cancelled: 3 },
    topCustomers: [
      {
        _id: 'u1',
        name: 'Nguyễn Thị Mai',
        email: 'mai@example.com',
        avatar,
        orders: 3,
        totalAmount: 2_400_000,
      },
    ],
  };
}
