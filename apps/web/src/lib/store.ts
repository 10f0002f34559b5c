/**
 * The app's Redux store, built from the API slice and the auth slice (both in lib/), and its typed hooks: below the
 * features, which read the store through these hooks (issue 27).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector } from 'react-redux';
import { api, apiErrorToastMiddleware } from '@/lib/api';
import { authReducer, authStorageMiddleware } from '@/lib/auth-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store (the app's one, or a fresh one per test). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().concat(api.middleware, authStorageMiddleware, apiErrorToastMiddleware),
  });
}

export const store = makeStore();
setupListeners(store.dispatch);

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
