import {
  ORDER_STATUSES,
  type AdminAccount,
  type AdminRole,
  type ClientConfig,
  type Order,
  type OrderStatus,
  type User,
} from '@lumi/shared';

// Whole answers of the server for the fake replies (testing/fake-server checks every reply against the contract).

/** GET /config with Google sign-in off and both online payments in the sandbox. */
export const CLIENT_CONFIG: ClientConfig = {
  googleSignIn: false,
  payments: { COD: true, VNPAY: 'sandbox', STRIPE: 'sandbox' },
  shipping: { source: 'table', freeShippingThreshold: null },
  iceServers: [],
  uploads: { maxBytes: 5 * 1024 * 1024 },
};

/** An order list's `statusCounts`: every status, 0 unless given. */
export function statusCountsOf(
  counts: Partial<Record<OrderStatus, number>> = {},
): Record<OrderStatus, number> {
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<OrderStatus, number>;
}

/** An order as the server answers it (api-contract §2 Order). */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    _id: '3f1c2a4e-0000-4000-8000-000000000001',
    code: 'OD2611240001',
    user: { _id: 'u1', name: 'Trần Thu Hà', email: 'thuha@example.com' },
    name: 'Trần Thu Hà',
    phone: '0912345678',
    address: '12 Lý Thường Kiệt',
    province: { id: 1, name: 'Hà Nội' },
    district: { id: 11, name: 'Quận Hoàn Kiếm' },
    ward: { id: '111', name: 'Phường Hàng Bài' },
    products: [
      {
        _id: 'l1',
        productId: 'p1',
        name: 'Serum cấp ẩm B5',
        slug: 'serum-cap-am-b5',
        image: '/uploads/products/serum.webp',
        color: null,
        originalPrice: 650_000,
        price: 625_000,
        promoQty: 2,
        quantity: 2,
        lineTotal: 1_250_000,
        isReviewed: false,
      },
    ],
    note: null,
    subtotal: 1_250_000,
    discountTotal: 50_000,
    shippingFee: 0,
    voucher: null,
    points: null,
    totalAmount: 1_250_000,
    paymentMethod: 'COD',
    payment: { status: 'unpaid', transactionId: null, paidAt: null, expiresAt: null, paymentUrl: null },
    status: 'pending',
    cancelReason: null,
    cancelledBy: null,
    statusHistory: [
      {
        prevStatus: null,
        status: 'pending',
        updatedBy: { _id: 'u1', name: 'Trần Thu Hà' },
        updatedByModel: 'User',
        note: null,
        date: '2026-11-24T02:30:00.000Z',
      },
    ],
    createdAt: '2026-11-24T02:30:00.000Z',
    updatedAt: '2026-11-24T02:30:00.000Z',
    ...overrides,
  };
}

/** An admin account of `role` as GET /admin/auth/account answers it. */
export function adminOf(role: AdminRole, overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    _id: `id-${role}`,
    name: 'Nguyễn Minh Quân',
    username: role.toLowerCase(),
    role,
    avatar: { url: '/api/v1/avatars/default.svg', publicId: null },
    clinic: null,
    isActive: true,
    createdAt: '2026-01-05T03:00:00.000Z',
    updatedAt: '2026-01-05T03:00:00.000Z',
    ...overrides,
  };
}

/** POST /auth/login's answer for a verified account: its token 'jwt-user' and the account. */
export function verifiedLoginOf(user: User) {
  return {
    success: true,
    message: 'Đăng nhập thành công',
    accessToken: 'jwt-user',
    user,
    data: { verify: true, email: user.email },
  } as const;
}

/** A verified customer account (GET /users/account). */
export function userOf(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Nguyễn Thị Lan',
    email: 'lan@lumi.vn',
    phone: '0912345678',
    avatar: { url: '/api/v1/avatars/default.svg', publicId: null },
    googleId: null,
    hasPassword: true,
    isVerified: true,
    isActive: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}
