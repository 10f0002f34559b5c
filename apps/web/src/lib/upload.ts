import { AUTH_HEADERS, ERRORS, UPLOAD_MAX_BYTES, type UploadPurpose, type UploadResult } from '@lumi/shared';
import { env } from '@/config/env';
import { toApiError, type ApiError } from '@/lib/errors';
import { tokens, type TokenKind } from '@/lib/storage';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Uploads can be slower than JSON calls: 5 MB on a weak connection needs more than 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export type UploadOptions = {
  purpose: UploadPurpose;
  /** Which signed-in kind uploads (api-contract §1.4 `as`). */
  as: TokenKind;
  /** 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
  /** Accepted MIME types (images by default). */
  accept?: readonly string[];
  signal?: AbortSignal;
};

/** Checks what the browser can know before sending: type and size (decision 29). */
export function checkUploadFile(file: File, accept: readonly string[] = IMAGE_TYPES): ApiError | null {
  if (file.size > UPLOAD_MAX_BYTES) {
    return { status: 413, code: 'FILE_TOO_LARGE', message: ERRORS.FILE_TOO_LARGE.message };
  }
  if (!accept.includes(file.type)) {
    return { status: 415, code: 'FILE_TYPE_NOT_ALLOWED', message: ERRORS.FILE_TYPE_NOT_ALLOWED.message };
  }
  return null;
}

/**
 * `POST /uploads?as=…` (multipart: file, purpose) with upload progress. Resolves with the stored
 * file (`{ url, publicId, … }`), rejects with an ApiError.
 */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadResult> {
  const invalid = checkUploadFile(file, options.accept);
  if (invalid) return Promise.reject(invalid);

  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl}/uploads?as=${options.as}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokens.get(options.as);
    if (token) xhr.setRequestHeader(AUTH_HEADERS[options.as], token);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) {
        options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (
        xhr.status >= 200 &&
        xhr.status < 300 &&
        typeof body === 'object' &&
        body !== null &&
        'data' in body
      ) {
        options.onProgress?.(100);
        resolve((body as { data: UploadResult }).data);
      } else {
        reject(toApiError(xhr.status || 'PARSING_ERROR', body));
      }
    };
    xhr.onerror = () => reject(toApiError('FETCH_ERROR'));
    xhr.ontimeout = () => reject(toApiError('TIMEOUT_ERROR'));
    xhr.onabort = () => reject(toApiError('FETCH_ERROR'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('purpose', options.purpose);
    form.append('file', file);
    xhr.send(form);
  });
}
