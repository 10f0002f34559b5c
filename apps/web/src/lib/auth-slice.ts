import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminAccount, Doctor, User } from '@lumi/shared';
import { clearCart, tokens } from '@/lib/storage';

/**
 * The spec's auth state (§3): three independent sign-ins. `isLoading` is true while the stored
 * *user* token's account is being fetched (spec §2: the full-screen loader and the guards wait for
 * it). Admin and doctor screens follow their own account queries.
 */
export type AuthState = {
  isAuthenticated: boolean;
  isAuthenticatedAdmin: boolean;
  isAuthenticatedDoctor: boolean;
  isLoading: boolean;
  /** A server-rendered page is hydrating as a guest; the stored session is looked at once it is live. */
  isDeferred: boolean;
  userInfo: User | null;
  adminInfo: AdminAccount | null;
  doctorInfo: Doctor | null;
};

export function createInitialAuthState(hasUserToken: boolean = tokens.get('user') !== null): AuthState {
  return {
    isAuthenticated: false,
    isAuthenticatedAdmin: false,
    isAuthenticatedDoctor: false,
    isLoading: hasUserToken,
    isDeferred: false,
    userInfo: null,
    adminInfo: null,
    doctorInfo: null,
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: createInitialAuthState,
  reducers: {
    /** A new user token (login, Google return, password change). Stored by `authStorageMiddleware`. */
    setUserToken(state, _action: PayloadAction<string>) {
      // Not yet signed in: the account is about to be loaded, so guards wait.
      if (!state.isAuthenticated) state.isLoading = true;
    },
    /**
     * A server-rendered page hydrates as the guest it was rendered for (app/ssr): the stored session is picked up
     * only once the page is live (`sessionResumed`), so the first render matches the server's markup.
     */
    sessionDeferred(state) {
      if (state.isAuthenticated) return;
      state.isLoading = false;
      state.isDeferred = true;
    },
    /** After hydration: a stored user token makes the account load, as on a client-rendered start. */
    sessionResumed(state, action: PayloadAction<{ hasUserToken: boolean }>) {
      state.isDeferred = false;
      if (!state.isAuthenticated && action.payload.hasUserToken) state.isLoading = true;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.isAuthenticated = true;
      state.userInfo = action.payload;
      state.isLoading = false;
    },
    /** The account could not be loaded for a reason other than the token (offline, server error). */
    userLoadFailed(state) {
      state.isLoading = false;
    },
    /** Logout, or a rejected token: the token and the cart are cleared by the middleware. */
    userLoggedOut(state) {
      state.isAuthenticated = false;
      state.userInfo = null;
      state.isLoading = false;
    },
    setAdminToken(_state, _action: PayloadAction<string>) {},
    adminLoaded(state, action: PayloadAction<AdminAccount>) {
      state.isAuthenticatedAdmin = true;
      state.adminInfo = action.payload;
    },
    adminLoggedOut(state) {
      state.isAuthenticatedAdmin = false;
      state.adminInfo = null;
    },
    setDoctorToken(_state, _action: PayloadAction<string>) {},
    doctorLoaded(state, action: PayloadAction<Doctor>) {
      state.isAuthenticatedDoctor = true;
      state.doctorInfo = action.payload;
    },
    doctorLoggedOut(state) {
      state.isAuthenticatedDoctor = false;
      state.doctorInfo = null;
    },
  },
});

export const {
  sessionDeferred,
  sessionResumed,
  setUserToken,
  userLoaded,
  userLoadFailed,
  userLoggedOut,
  setAdminToken,
  adminLoaded,
  adminLoggedOut,
  setDoctorToken,
  doctorLoaded,
  doctorLoggedOut,
} = authSlice.actions;

export const authReducer = authSlice.reducer;
export default authSlice.reducer;

/**
 * Keeps local storage in step with the auth actions, synchronously, so the next request already
 * carries (or no longer carries) the token: tokens are stored on `set…Token` and removed on
 * `…LoggedOut`; a user logout also empties the cart (spec §4).
 */
export const authStorageMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (setUserToken.match(action)) tokens.set('user', action.payload);
  else if (setAdminToken.match(action)) tokens.set('admin', action.payload);
  else if (setDoctorToken.match(action)) tokens.set('doctor', action.payload);
  else if (userLoggedOut.match(action)) {
    tokens.clear('user');
    clearCart();
  } else if (adminLoggedOut.match(action)) tokens.clear('admin');
  else if (doctorLoggedOut.match(action)) tokens.clear('doctor');
  return result;
};

// ── selectors ───────────────────────────────────────────────────────────────────
type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectUser = (state: WithAuth) => state.auth.userInfo;
export const selectDoctor = (state: WithAuth) => state.auth.doctorInfo;
export const selectAdmin = (state: WithAuth) => state.auth.adminInfo;
