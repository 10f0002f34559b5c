import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelope } from '@lumi/shared';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { api, pickData, serializeParams, type Envelope } from './api';
import { bindNotifiers } from './notify';
import { tokens } from './storage';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testRead: build.query<string[], { page: number; brands?: string[]; search?: string }>({
      query: (params) => ({ url: '/test/items', params }),
      transformResponse: pickData<string[]>,
    }),
    testWrite: build.mutation<Envelope<null>, void>({
      query: () => ({ url: '/test/items', method: 'POST', body: {} }),
    }),
    testQuietWrite: build.mutation<Envelope<null>, void>({
      query: () => ({ url: '/test/items', method: 'POST', body: {} }),
      extraOptions: { toast: false },
    }),
  }),
});

let server: FakeServer;
const toasts = { error: vi.fn(), warning: vi.fn() };
let unbind: () => void;

beforeEach(() => {
  server = installFakeServer();
  toasts.error.mockReset();
  unbind = bindNotifiers(
    { error: toasts.error, warning: toasts.warning, success: vi.fn(), info: vi.fn() } as never,
    { info: vi.fn() } as never,
    1,
  );
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
});

const failure = {
  status: 409,
  body: { success: false, code: 'EMAIL_TAKEN', message: 'Email đăng ký đã tồn tại' },
};

describe('lumiBaseQuery', () => {
  it('sends every stored token in its own header and unwraps the envelope', async () => {
    tokens.set('user', 'u-jwt');
    tokens.set('doctor', 'd-jwt');
    server.on(
      'GET /test/items',
      { body: { success: true, data: ['a', 'b'] } },
      envelope(z.array(z.string())),
    );
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.testRead.initiate({ page: 1 }));
    expect(result.data).toEqual(['a', 'b']);
    const headers = server.requests[0]!.headers;
    expect(headers.get('x-user-header')).toBe('u-jwt');
    expect(headers.get('x-doctor-header')).toBe('d-jwt');
    expect(headers.get('x-admin-header')).toBeNull();
  });

  it('turns a failure into { status, code, message } and never toasts a query', async () => {
    server.on('GET /test/items', failure);
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.testRead.initiate({ page: 2 }));
    expect(result.error).toEqual({ status: 409, code: 'EMAIL_TAKEN', message: 'Email đăng ký đã tồn tại' });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('toasts a failed mutation with the server message, unless the endpoint opts out', async () => {
    server.on('POST /test/items', failure);
    const store = makeStore();
    await store.dispatch(testApi.endpoints.testWrite.initiate());
    expect(toasts.error).toHaveBeenCalledWith('Email đăng ký đã tồn tại');
    toasts.error.mockReset();
    await store.dispatch(testApi.endpoints.testQuietWrite.initiate());
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('reports a network failure in Vietnamese', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.testRead.initiate({ page: 3 }));
    expect(result.error).toEqual({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Không thể kết nối tới máy chủ, vui lòng kiểm tra kết nối mạng',
    });
  });
});

describe('serializeParams', () => {
  it('drops empty values and comma-joins arrays (api-contract §1.8)', () => {
    expect(
      serializeParams({
        page: 1,
        search: '',
        brands: ['a', 'b'],
        tags: [],
        rating: null,
        q: 'kem chống nắng',
      }),
    ).toBe('page=1&brands=a%2Cb&q=kem+ch%E1%BB%91ng+n%E1%BA%AFng');
  });
});
