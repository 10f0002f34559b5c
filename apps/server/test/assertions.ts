import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ERRORS, type ErrorCode } from '@lumi/shared';

/** A failure envelope with the code's own status and message (api-contract §1.2–1.3). */
export function expectFailure(
  res: LightMyRequestResponse,
  code: ErrorCode,
  message: string = ERRORS[code].message,
): void {
  expect({ status: res.statusCode, body: res.json() as unknown }).toMatchObject({
    status: ERRORS[code].status,
    body: { success: false, code, message },
  });
}

/** A 400 VALIDATION_ERROR listing `message` at `path`, and (when `first`) leading with it. */
export function expectValidation(
  res: LightMyRequestResponse,
  path: string,
  message: string,
  options: { first?: boolean } = { first: true },
): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{
    success: boolean;
    code: string;
    message: string;
    errors: { path: string; message: string }[];
  }>();
  expect(body.success).toBe(false);
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.errors).toContainEqual({ path, message });
  if (options.first) expect(body.message).toBe(message);
}

export type JwtPayload = { sub: string; aud: string; iss: string; iat: number; exp: number; ver: number };

/** The claims of a JWT, read without verifying it. */
export function jwtPayload(token: string): JwtPayload {
  const part = token.split('.')[1];
  if (!part) throw new Error(`not a JWT: ${token}`);
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as JwtPayload;
}

export const DAY_SECONDS = 86_400;
