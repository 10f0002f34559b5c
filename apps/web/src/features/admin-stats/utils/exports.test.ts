import { describe, expect, it } from 'vitest';
import {
  orderDetailOf,
  overviewOf,
  revenueOrderOf,
  reviewDetailOf,
  shopStatisticalOf,
} from '../components/__tests__/fixtures';
import {
  orderStatusSeriesCsv,
  orderStatusShareCsv,
  paymentMethodsCsv,
  ratingDistributionCsv,
  revenueOrderCsv,
  reviewedProductsCsv,
  reviewTimeCsv,
  shopClinicCsv,
  topCustomersCsv,
  topProductsCsv,
} from './exports';
import type { StatsPeriod } from './period';

const NOVEMBER: StatsPeriod = { year: 2026, month: 11, type: 'date' };

describe('CSV exports', () => {
  it('revenue and orders: one row per bucket, amounts raw (a loss stays negative)', () => {
    expect(revenueOrderCsv(revenueOrderOf(), NOVEMBER)).toEqual({
      fileName: 'loi-nhuan-don-hang-2026-11.csv',
      headers: ['Thời gian', 'Lợi nhuận', 'Doanh số', 'Số đơn hàng', 'Đã giao', 'Đang xử lý', 'Đã hủy'],
      rows: [
        ['01/11', 1250000, 4000000, 12, 6, 5, 1],
        ['02/11', -35000, 250000, 3, 1, 1, 1],
      ],
    });
  });

  it('the file name follows the series range', () => {
    const data = revenueOrderOf();
    expect(revenueOrderCsv(data, { year: 2026, month: 11, type: 'month' }).fileName).toBe(
      'loi-nhuan-don-hang-2026.csv',
    );
    expect(revenueOrderCsv(data, { year: 2026, month: undefined, type: 'year' }).fileName).toBe(
      'loi-nhuan-don-hang-2022-2026.csv',
    );
  });

  it('shop beside clinics', () => {
    expect(shopClinicCsv(revenueOrderOf(), NOVEMBER).rows[0]).toEqual([
      '01/11',
      1250000,
      4000000,
      2,
      300000,
      450000,
    ]);
  });

  it('orders by status, the status share of the period and the payment methods with their Vietnamese names', () => {
    const detail = orderDetailOf();
    expect(orderStatusSeriesCsv(detail, NOVEMBER)).toMatchObject({
      headers: ['Thời gian', 'Chờ xác nhận', 'Đang xử lý', 'Đang giao', 'Đã giao', 'Đã hủy'],
      rows: [
        ['01/11', 1, 2, 3, 5, 1],
        ['02/11', 0, 0, 1, 1, 1],
      ],
    });
    expect(orderStatusShareCsv(overviewOf(), NOVEMBER)).toMatchObject({
      fileName: 'trang-thai-don-hang-2026-11.csv',
      rows: [
        ['Chờ xác nhận', 4, 1200000],
        ['Đang xử lý', 3, 900000],
        ['Đang giao', 5, 1500000],
        ['Đã giao', 25, 8900000],
        ['Đã hủy', 3, 700000],
      ],
    });
    expect(paymentMethodsCsv(detail, NOVEMBER)).toMatchObject({
      headers: ['Phương thức thanh toán', 'Số đơn hàng', 'Giá trị hàng'],
      rows: [
        ['Thanh toán khi nhận hàng', 9, 3100000],
        ['VNPay', 3, 900000],
        ['Thẻ quốc tế (Stripe)', 0, 0],
      ],
    });
  });

  it('reviews over time, by star and by product', () => {
    const reviews = reviewDetailOf();
    expect(reviewTimeCsv(reviews, NOVEMBER).rows).toEqual([
      ['01/11', 2, 4.5],
      ['02/11', 0, 0],
    ]);
    expect(ratingDistributionCsv(reviews, NOVEMBER).rows[0]).toEqual(['5 sao', 1]);
    expect(reviewedProductsCsv(reviews, NOVEMBER)).toMatchObject({
      fileName: 'san-pham-duoc-danh-gia-nhieu-nhat-2026-11.csv',
      rows: [['Kem dưỡng ẩm, 50ml', 2]],
    });
  });

  it('top products and customers of the period, ranked', () => {
    const shop = shopStatisticalOf();
    expect(topProductsCsv(shop, { year: 2026, month: undefined, type: 'month' })).toEqual({
      fileName: 'san-pham-ban-chay-2026.csv',
      headers: ['Hạng', 'Sản phẩm', 'Đã bán', 'Thành tiền'],
      rows: [
        [1, 'Son "Đỏ ruby"', 30, 1250000],
        [2, 'Sữa rửa mặt, 150ml', 12, 900000],
      ],
    });
    expect(topCustomersCsv(shop, NOVEMBER)).toEqual({
      fileName: 'khach-hang-mua-nhieu-nhat-2026-11.csv',
      headers: ['Hạng', 'Khách hàng', 'Email', 'Số đơn hàng', 'Thành tiền'],
      rows: [[1, 'Nguyễn Thị Mai', 'mai@example.com', 3, 2400000]],
    });
  });
});
