import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { AdminAccount, Doctor } from '@lumi/shared';
import { readCart, tokens, writeCart } from '@/lib/storage';
import { userOf } from '@/testing/fixtures';
import {
  adminLoaded,
  adminLoggedOut,
  authReducer,
  authStorageMiddleware,
  createInitialAuthState,
  doctorLoaded,
  doctorLoggedOut,
  sessionDeferred,
  sessionResumed,
  setAdminToken,
  setDoctorToken,
  setUserToken,
  userLoadFailed,
  userLoaded,
  userLoggedOut,
} from './auth-slice';

const user = userOf({ phone: null });
const admin = { _id: 'a1', name: 'Quản trị', username: 'admin', role: 'ADMIN' } as AdminAccount;
const doctor = { _id: 'd1', name: 'BS. An', email: 'bs.an@lumi.vn' } as Doctor;

describe('auth slice reducers', () => {
  it('starts loading only when a user token is stored', () => {
    expect(createInitialAuthState(false)).toEqual({
      isAuthenticated: false,
      isAuthenticatedAdmin: false,
      isAuthenticatedDoctor: false,
      isLoading: false,
      isDeferred: false,
      userInfo: null,
      adminInfo: null,
      doctorInfo: null,
    });
    expect(createInitialAuthState(true).isLoading).toBe(true);
  });

  it('a server-rendered page hydrates as a guest, then the stored session loads (ADR 0025)', () => {
    // The browser holds a token: a client-rendered start would wait for the account at once.
    let state = authReducer(createInitialAuthState(true), sessionDeferred());
    expect(state).toMatchObject({ isLoading: false, isDeferred: true, isAuthenticated: false });
    state = authReducer(state, sessionResumed({ hasUserToken: true }));
    expect(state).toMatchObject({ isLoading: true, isDeferred: false });
    state = authReducer(state, userLoaded(user));
    expect(state).toMatchObject({ isLoading: false, isAuthenticated: true });
    // Without a stored token the guest stays a guest.
    const guest = authReducer(
      authReducer(createInitialAuthState(false), sessionDeferred()),
      sessionResumed({ hasUserToken: false }),
    );
    expect(guest).toMatchObject({ isLoading: false, isDeferred: false, isAuthenticated: false });
  });

  it('a new user token while signed out waits for the account; userLoaded signs in', () => {
    let state = authReducer(createInitialAuthState(false), setUserToken('t'));
    expect(state.isLoading).toBe(true);
    state = authReducer(state, userLoaded(user));
    expect(state).toMatchObject({ isAuthenticated: true, isLoading: false, userInfo: user });
  });

  it('a fresh token while signed in (password change) does not show the loader', () => {
    const signedIn = authReducer(createInitialAuthState(false), userLoaded(user));
    expect(authReducer(signedIn, setUserToken('fresh')).isLoading).toBe(false);
  });

  it('userLoggedOut and userLoadFailed end the loading', () => {
    const loading = createInitialAuthState(true);
    expect(authReducer(loading, userLoadFailed())).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
    });
    const signedIn = authReducer(loading, userLoaded(user));
    expect(authReducer(signedIn, userLoggedOut())).toMatchObject({
      isAuthenticated: false,
      userInfo: null,
      isLoading: false,
    });
  });

  it('admin and doctor sign-ins are independent of the user', () => {
    let state = authReducer(createInitialAuthState(false), userLoaded(user));
    state = authReducer(state, adminLoaded(admin));
    state = authReducer(state, doctorLoaded(doctor));
    expect(state).toMatchObject({
      isAuthenticated: true,
      isAuthenticatedAdmin: true,
      isAuthenticatedDoctor: true,
      adminInfo: admin,
      doctorInfo: doctor,
    });
    state = authReducer(state, adminLoggedOut());
    expect(state).toMatchObject({
      isAuthenticated: true,
      isAuthenticatedAdmin: false,
      adminInfo: null,
      isAuthenticatedDoctor: true,
    });
    state = authReducer(state, doctorLoggedOut());
    expect(state).toMatchObject({ isAuthenticated: true, isAuthenticatedDoctor: false, doctorInfo: null });
  });
});

describe('authStorageMiddleware', () => {
  const makeStore = () =>
    configureStore({
      reducer: { auth: authReducer },
      middleware: (getDefault) => getDefault().concat(authStorageMiddleware),
    });

  it('stores each kind of token synchronously on dispatch', () => {
    const store = makeStore();
    store.dispatch(setUserToken('u-jwt'));
    expect(tokens.get('user')).toBe('u-jwt');
    store.dispatch(setAdminToken('a-jwt'));
    store.dispatch(setDoctorToken('d-jwt'));
    expect(tokens.all()).toEqual({ user: 'u-jwt', admin: 'a-jwt', doctor: 'd-jwt' });
  });

  it('user logout clears the user token and the cart only', () => {
    const store = makeStore();
    tokens.set('user', 'u');
    tokens.set('admin', 'a');
    writeCart([{ productId: 'p', name: 'Kem', image: '', price: 1000, brand: 'Lumi', quantity: 1 }]);
    store.dispatch(userLoggedOut());
    expect(tokens.get('user')).toBeNull();
    expect(readCart().products).toHaveLength(0);
    expect(tokens.get('admin')).toBe('a');
  });

  it('admin and doctor logouts clear their own token and keep the cart', () => {
    const store = makeStore();
    tokens.set('admin', 'a');
    tokens.set('doctor', 'd');
    writeCart([{ productId: 'p', name: 'Kem', image: '', price: 1000, brand: 'Lumi', quantity: 1 }]);
    store.dispatch(adminLoggedOut());
    store.dispatch(doctorLoggedOut());
    expect(tokens.all()).toEqual({});
    expect(readCart().products).toHaveLength(1);
  });
});
