import { ERRORS } from '@lumi/shared';
import { isApiError, type ApiError } from '@/lib/errors';

/** A query's error as an ApiError (RTK Query may also report a SerializedError from a thrown exception). */
export function asApiError(error: unknown): ApiError | undefined {
  if (error === undefined || error === null) return undefined;
  if (isApiError(error)) return error;
  return { status: 0, code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR.message };
}
