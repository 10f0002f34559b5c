import { describe, expect, it } from 'vitest';
import { ERRORS, isErrorCode } from './index';

const entries = Object.entries(ERRORS);

describe('ERRORS (api-contract §1.3)', () => {
  it.each(entries)(
    '%s has a non-empty Vietnamese message and a status in 400–599',
    (_code, { status, message }) => {
      expect(message.trim().length).toBeGreaterThan(0);
      // Vietnamese: at least one letter outside ASCII (every message carries a diacritic).
      expect([...message].some((c) => c.charCodeAt(0) > 0x7f)).toBe(true);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThanOrEqual(599);
    },
  );

  it.each([
    ['VALIDATION_ERROR', 400],
    ['AUTH_REQUIRED', 401],
    ['AUTH_TOKEN_INVALID', 401],
    ['AUTH_INVALID_CREDENTIALS', 401],
    ['AUTH_USE_GOOGLE', 422],
    ['ACCOUNT_DISABLED', 403],
    ['FORBIDDEN', 403],
    ['ROUTE_NOT_FOUND', 404],
    ['EMAIL_TAKEN', 409],
    ['EMAIL_NOT_FOUND', 404],
    ['OTP_INVALID', 422],
    ['OTP_EXPIRED', 422],
    ['OTP_ATTEMPTS_EXCEEDED', 422],
    ['OTP_RESEND_TOO_SOON', 429],
    ['OTP_SEND_FAILED', 502],
    ['RESET_TOKEN_INVALID', 422],
    ['CURRENT_PASSWORD_REQUIRED', 400],
    ['CURRENT_PASSWORD_WRONG', 422],
    ['USERNAME_TAKEN', 409],
    ['ADMIN_DELETE_SELF', 422],
    ['ADMIN_DELETE_ADMIN', 422],
    ['ADMIN_HAS_CLINIC', 409],
    ['ADMIN_NOT_FOUND', 404],
    ['DOCTOR_SPECIALTY_INVALID', 422],
    ['SCHEDULE_OUTSIDE_CLINIC_HOURS', 422],
    ['FILE_TOO_LARGE', 413],
    ['FILE_TYPE_NOT_ALLOWED', 415],
    ['IMAGE_TOO_LARGE', 422],
    ['BODY_TOO_LARGE', 413],
    ['CONTENT_TYPE_NOT_SUPPORTED', 415],
    ['REQUEST_HEADERS_TOO_LARGE', 431],
    ['UPLOAD_INVALID', 422],
    ['UPLOAD_IN_USE', 409],
    ['UPLOAD_NOT_FOUND', 404],
    ['RATE_LIMITED', 429],
    ['TOO_MANY_CONNECTIONS', 429],
    ['INTERNAL_ERROR', 500],
    ['SERVICE_UNAVAILABLE', 503],
  ] as const)('%s answers %i', (code, status) => {
    expect(ERRORS[code].status).toBe(status);
  });

  it.each([
    ['AUTH_INVALID_CREDENTIALS', 'Thông tin đăng nhập không chính xác'],
    ['EMAIL_TAKEN', 'Email đăng ký đã tồn tại'],
    ['OTP_SEND_FAILED', 'Gửi OTP thất bại. Vui lòng thử lại.'],
    ['OTP_ATTEMPTS_EXCEEDED', 'Bạn đã nhập sai OTP quá 5 lần, vui lòng yêu cầu mã mới'],
    ['CURRENT_PASSWORD_WRONG', 'Mật khẩu cũ không chính xác'],
  ] as const)('%s reads %j', (code, message) => {
    expect(ERRORS[code].message).toBe(message);
  });

  it('isErrorCode knows the table and nothing else', () => {
    expect(isErrorCode('OTP_INVALID')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
