import { SKIN_MESSAGES, type SkinRecord } from '@lumi/shared';
import { notify } from '@/lib/notify';
import { skinApi, useShareSkinRecordMutation, useUnshareSkinRecordMutation } from '@/lib/skin-api';
import { useAppDispatch } from '@/lib/store';

/**
 * Writes an answer of the record's mutations into the cached record at once (the endpoints also invalidate it, so
 * the server's copy follows), so the screen does not show the old record while it reloads.
 */
export function useCachedSkinRecord() {
  const dispatch = useAppDispatch();
  return {
    replace: (record: SkinRecord) =>
      dispatch(skinApi.util.updateQueryData('getSkinRecord', undefined, () => record)),
    setShares: (shares: SkinRecord['shares']) =>
      dispatch(
        skinApi.util.updateQueryData('getSkinRecord', undefined, (draft) => {
          draft.shares = shares;
        }),
      ),
  };
}

/**
 * Shares the record with a booking's doctor, or stops (`POST /skin/shares`, `DELETE /skin/shares/{bookingId}`);
 * stopping takes effect at once. `pendingId` is the booking whose change is on its way. A refusal is shown by the
 * API layer.
 */
export function useSkinShareToggle() {
  const cached = useCachedSkinRecord();
  const [share, shareState] = useShareSkinRecordMutation();
  const [unshare, unshareState] = useUnshareSkinRecordMutation();
  const pendingId = shareState.isLoading
    ? shareState.originalArgs
    : unshareState.isLoading
      ? unshareState.originalArgs
      : undefined;

  const setShared = async (bookingId: string, shared: boolean): Promise<boolean> => {
    const result = shared ? await share(bookingId) : await unshare(bookingId);
    if (!result.data) return false;
    cached.setShares(result.data);
    notify.success(shared ? SKIN_MESSAGES.shared : SKIN_MESSAGES.unshared);
    return true;
  };
  return { setShared, pendingId };
}
