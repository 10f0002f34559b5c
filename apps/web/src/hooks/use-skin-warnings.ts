import { useMemo } from 'react';
import { productWarnings, type AvoidEntry, type IngredientFlag } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { useGetSkinRecordQuery } from '@/lib/skin-api';

/**
 * What the signed-in customer's skin record asks to avoid (issue 32): empty for a visitor, a doctor or an admin, and
 * while the record loads. `hasProfile` tells whether the quiz was taken (the filter's invitation otherwise).
 */
export function useSkinAvoid(): {
  avoid: AvoidEntry[];
  signedIn: boolean;
  hasProfile: boolean;
  loading: boolean;
} {
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated && state.auth.userInfo !== null);
  const { data, isLoading } = useGetSkinRecordQuery(undefined, { skip: !signedIn });
  return {
    avoid: signedIn ? (data?.avoid ?? []) : [],
    signedIn,
    hasProfile: signedIn && data?.profile != null,
    loading: signedIn && isLoading,
  };
}

/** The entries of the customer's avoid list a product holds (empty when it suits them, or for anyone else). */
export function useProductWarnings(flags: readonly IngredientFlag[] | undefined): AvoidEntry[] {
  const { avoid } = useSkinAvoid();
  return useMemo(() => productWarnings(flags ?? [], avoid), [flags, avoid]);
}
