import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@lumi/shared';
import { passwordChangeIssues, wantsPasswordChange } from './password-change';

describe('passwordChangeIssues', () => {
  it('accepts three empty fields: the password is kept', () => {
    expect(passwordChangeIssues({})).toEqual({});
    expect(passwordChangeIssues({ currentPassword: '', password: '', rePassword: '' })).toEqual({});
    expect(wantsPasswordChange({ currentPassword: '', password: '' })).toBe(false);
  });

  it('accepts a complete, valid change', () => {
    const values = {
      currentPassword: 'lumi-admin-2026',
      password: 'lumi-moi-2026',
      rePassword: 'lumi-moi-2026',
    };
    expect(passwordChangeIssues(values)).toEqual({});
    expect(wantsPasswordChange(values)).toBe(true);
  });

  it('needs the current password with a new one (both or neither)', () => {
    expect(passwordChangeIssues({ password: 'lumi-moi-2026', rePassword: 'lumi-moi-2026' })).toEqual({
      currentPassword: VALIDATION.currentPasswordRequired,
    });
  });

  it('needs a new password once the current one is typed', () => {
    expect(passwordChangeIssues({ currentPassword: 'lumi-admin-2026' })).toEqual({
      password: VALIDATION.passwordRequired,
    });
  });

  it('applies the shared password rule (at least 6 characters)', () => {
    expect(
      passwordChangeIssues({ currentPassword: 'lumi-admin-2026', password: 'abc', rePassword: 'abc' }),
    ).toEqual({
      password: VALIDATION.passwordMin,
    });
  });

  it('refuses a new password equal to the current one', () => {
    const same = 'lumi-admin-2026';
    expect(passwordChangeIssues({ currentPassword: same, password: same, rePassword: same })).toEqual({
      password: VALIDATION.newPasswordSameAsCurrent,
    });
  });

  it('needs the repeat, and the same value', () => {
    expect(passwordChangeIssues({ currentPassword: 'lumi-admin-2026', password: 'lumi-moi-2026' })).toEqual({
      rePassword: VALIDATION.rePasswordRequired,
    });
    expect(
      passwordChangeIssues({
        currentPassword: 'lumi-admin-2026',
        password: 'lumi-moi-2026',
        rePassword: 'lumi-moi-2025',
      }),
    ).toEqual({ rePassword: VALIDATION.rePasswordMismatch });
  });
});
