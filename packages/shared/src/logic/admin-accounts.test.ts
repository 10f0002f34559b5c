import { describe, expect, it } from 'vitest';
import type { AdminRole } from '../enums';
import { adminDeleteBlock, type AdminDeleteBlock } from './admin-accounts';

describe('adminDeleteBlock', () => {
  it.each<[string, AdminRole, boolean, AdminDeleteBlock | null]>([
    ['me', 'ADMIN', false, 'ADMIN_DELETE_SELF'],
    ['me', 'SUPPORT', true, 'ADMIN_DELETE_SELF'],
    ['other', 'ADMIN', false, 'ADMIN_DELETE_ADMIN'],
    ['other', 'CLINIC', true, 'ADMIN_HAS_CLINIC'],
    ['other', 'CLINIC', false, null],
    ['other', 'SUPPORT', false, null],
  ])('account %s (%s, clinic %s) → %s', (id, role, hasClinic, expected) => {
    expect(adminDeleteBlock({ id, role, hasClinic }, 'me')).toBe(expected);
  });
});
