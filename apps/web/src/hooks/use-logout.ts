import { useCallback } from 'react';
import { useAppDispatch } from '@/lib/store';
import { doctorLoggedOut, userLoggedOut } from '@/lib/auth-slice';
import { api } from '@/lib/api';

/** User logout (spec §4): clears the user token and the cart, then reloads the page. */
export function useUserLogout(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(userLoggedOut());
    window.location.reload();
  }, [dispatch]);
}

/** Doctor logout: clears the doctor token; the doctor page shows its login again. */
export function useDoctorLogout(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(doctorLoggedOut());
    dispatch(api.util.invalidateTags(['DoctorAccount']));
  }, [dispatch]);
}
