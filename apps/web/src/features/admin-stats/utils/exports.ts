import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderDetailStats,
  type RevenueOrderStats,
  type ReviewDetailStats,
  type ShopStatistical,
  type SiteOverview,
} from '@lumi/shared';
import type { CsvTable } from '@/lib/csv';
import { periodSlug, seriesSlug, type StatsPeriod } from './period';

// Every export: Vietnamese headers, the figures as numbers (formatted by the spreadsheet, not here), the file named
// after what it holds and the period it covers.

const TIME = 'Thời gian';

export function revenueOrderCsv(data: RevenueOrderStats, period: StatsPeriod): CsvTable {
  return {
    fileName: `loi-nhuan-don-hang-${seriesSlug(period)}.csv`,
    headers: [TIME, 'Lợi nhuận', 'Doanh số', 'Số đơn hàng', 'Đã giao', 'Đang xử lý', 'Đã hủy'],
    rows: data.stats.map((s) => [
      s.name,
      s.revenue,
      s.totalAmount,
      s.totalOrders,
      s.delivered,
      s.processing,
      s.cancelled,
    ]),
  };
}

export function shopClinicCsv(data: RevenueOrderStats, period: StatsPeriod): CsvTable {
  return {
    fileName: `cua-hang-phong-kham-${seriesSlug(period)}.csv`,
    headers: [
      TIME,
      'Lợi nhuận cửa hàng',
      'Doanh số cửa hàng',
      'Lịch khám',
      'Doanh thu phòng khám',
      'Doanh số phòng khám',
    ],
    rows: data.stats.map((s) => [
      s.name,
      s.revenue,
      s.totalAmount,
      s.bookings,
      s.bookingRevenue,
      s.bookingSales,
    ]),
  };
}

export function orderStatusSeriesCsv(data: OrderDetailStats, period: StatsPeriod): CsvTable {
  return {
    fileName: `don-hang-theo-trang-thai-${seriesSlug(period)}.csv`,
    headers: [TIME, ...ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])],
    rows: data.stats.map((bucket) => [bucket.name, ...ORDER_STATUSES.map((s) => bucket[s])]),
  };
}

export function paymentMethodsCsv(data: OrderDetailStats, period: StatsPeriod): CsvTable {
  return {
    fileName: `phuong-thuc-thanh-toan-${seriesSlug(period)}.csv`,
    headers: ['Phương thức thanh toán', 'Số đơn hàng', 'Giá trị hàng'],
    rows: data.paymentMethods.map((m) => [PAYMENT_METHOD_LABELS[m.method], m.count, m.amount]),
  };
}

/** The cards' period: orders placed in it by their current status. */
export function orderStatusShareCsv(overview: SiteOverview, period: StatsPeriod): CsvTable {
  return {
    fileName: `trang-thai-don-hang-${periodSlug(period)}.csv`,
    headers: ['Trạng thái', 'Số đơn hàng', 'Giá trị hàng'],
    rows: ORDER_STATUSES.map((s) => [
      ORDER_STATUS_LABELS[s],
      overview.order.status[s].count,
      overview.order.status[s].amount,
    ]),
  };
}

export function reviewTimeCsv(data: ReviewDetailStats, period: StatsPeriod): CsvTable {
  return {
    fileName: `danh-gia-theo-thoi-gian-${seriesSlug(period)}.csv`,
    headers: [TIME, 'Số đánh giá', 'Điểm trung bình'],
    rows: data.timeStats.map((s) => [s.name, s.total, s.avgRating]),
  };
}

export function ratingDistributionCsv(data: ReviewDetailStats, period: StatsPeriod): CsvTable {
  return {
    fileName: `phan-bo-so-sao-${seriesSlug(period)}.csv`,
    headers: ['Số sao', 'Số đánh giá'],
    rows: data.ratingDistribution.map((r) => [r.name, r.count]),
  };
}

export function reviewedProductsCsv(data: ReviewDetailStats, period: StatsPeriod): CsvTable {
  return {
    fileName: `san-pham-duoc-danh-gia-nhieu-nhat-${seriesSlug(period)}.csv`,
    headers: ['Sản phẩm', 'Số đánh giá'],
    rows: data.productStats.map((p) => [p.name, p.total]),
  };
}

export function topProductsCsv(data: ShopStatistical, period: StatsPeriod): CsvTable {
  return {
    fileName: `san-pham-ban-chay-${periodSlug(period)}.csv`,
    headers: ['Hạng', 'Sản phẩm', 'Đã bán', 'Thành tiền'],
    rows: data.topSellingProducts.map((p, i) => [i + 1, p.name, p.sold, p.totalAmount]),
  };
}

export function topCustomersCsv(data: ShopStatistical, period: StatsPeriod): CsvTable {
  return {
    fileName: `khach-hang-mua-nhieu-nhat-${periodSlug(period)}.csv`,
    headers: ['Hạng', 'Khách hàng', 'Email', 'Số đơn hàng', 'Thành tiền'],
    rows: data.topCustomers.map((c, i) => [i + 1, c.name, c.email, c.orders, c.totalAmount]),
  };
}
