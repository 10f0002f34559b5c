import { ERRORS, type ErrorCode } from '@lumi/shared';

export type FieldIssue = { path: string; message: string };

/** A failure with a stable code; the one error handler maps it to its status and Vietnamese message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; errors?: FieldIssue[]; headers?: Record<string, string> } = {},
  ) {
    // A validation failure leads with its first issue's message and always lists its issues (api-contract §1.2).
    const isValidation = code === 'VALIDATION_ERROR';
    const message =
      options.message ?? (isValidation ? options.errors?.[0]?.message : undefined) ?? ERRORS[code].message;
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.errors = options.errors ?? (isValidation ? [{ path: '', message }] : undefined);
    this.headers = options.headers;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
