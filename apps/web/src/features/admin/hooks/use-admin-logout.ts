import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS } from '@lumi/shared';
import { useAppDispatch } from '@/lib/store';
import { paths } from '@/config/paths';
import { adminLoggedOut } from '@/lib/auth-slice';
import { leaveAdminNotice } from '../utils/admin-notice';

/** Admin logout (spec §4): clears the admin token and goes back to the admin login, which says so. */
export function useAdminLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    leaveAdminNotice(SUCCESS.logout);
    dispatch(adminLoggedOut());
    void navigate(paths.admin.login.getHref(), { replace: true });
  }, [dispatch, navigate]);
}
