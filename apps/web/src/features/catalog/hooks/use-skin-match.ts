import { useMemo } from 'react';
import type { AvoidEntry, IngredientFlag } from '@lumi/shared';
import { useSkinAvoid } from '@/hooks/use-skin-warnings';

/** 'Phù hợp với da tôi' (issue 32): what the customer's skin record allows, and what it sends. */
export type SkinMatch = {
  /** The record's avoid list (empty for a visitor, without a record, or while it loads). */
  avoid: AvoidEntry[];
  isSignedIn: boolean;
  hasProfile: boolean;
  isLoading: boolean;
  /** The switch can be turned on: a signed-in customer whose record avoids something. */
  isAvailable: boolean;
  /** The switch is on (asked in the address and available). */
  isOn: boolean;
  /** The families sent as `avoid` (empty while the switch is off). */
  flags: IngredientFlag[];
};

/** The switch's state from the address's `forMySkin` and the signed-in customer's record. */
export function useSkinMatch(isAsked: boolean): SkinMatch {
  const { avoid, signedIn, hasProfile, loading } = useSkinAvoid();
  return useMemo(() => {
    const isAvailable = avoid.length > 0;
    const isOn = isAsked && isAvailable;
    return {
      avoid,
      isSignedIn: signedIn,
      hasProfile,
      isLoading: loading,
      isAvailable,
      isOn,
      flags: isOn ? avoid.map((entry) => entry.flag) : [],
    };
  }, [avoid, signedIn, hasProfile, loading, isAsked]);
}
