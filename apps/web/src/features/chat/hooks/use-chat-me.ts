import { useAppSelector } from '@/lib/store';
import type { ChatKind } from '../api/chat-api';

/** The signed-in account of `as` (its id decides which bubbles are one's own), or null when signed out. */
export function useChatMe(as: ChatKind): string | null {
  return useAppSelector((state) => {
    if (as === 'user') return state.auth.isAuthenticated ? (state.auth.userInfo?._id ?? null) : null;
    if (as === 'admin') return state.auth.isAuthenticatedAdmin ? (state.auth.adminInfo?._id ?? null) : null;
    return state.auth.isAuthenticatedDoctor ? (state.auth.doctorInfo?._id ?? null) : null;
  });
}
