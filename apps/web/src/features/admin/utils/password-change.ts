import { UpdateAdminAccountBodySchema, VALIDATION } from '@lumi/shared';
import { firstIssueMessage } from '@/lib/form-rules';

export type PasswordChangeValues = {
  currentPassword?: string | undefined;
  password?: string | undefined;
  rePassword?: string | undefined;
};
export type PasswordChangeField = keyof PasswordChangeValues;

const filled = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * The settings page's password change: leave all three empty to keep the password, or give the
 * current one, a new one (the shared rule: ≥ 6 characters, not a common password) different from it,
 * and the same new one again. Returns the message of each field that is wrong.
 */
export function passwordChangeIssues(
  values: PasswordChangeValues,
): Partial<Record<PasswordChangeField, string>> {
  const { currentPassword, password, rePassword } = values;
  const wantsChange = filled(currentPassword) || filled(password) || filled(rePassword);
  if (!wantsChange) return {};

  const issues: Partial<Record<PasswordChangeField, string>> = {};
  if (!filled(currentPassword)) issues.currentPassword = VALIDATION.currentPasswordRequired;

  if (!filled(password)) {
    issues.password = VALIDATION.passwordRequired;
  } else {
    const ruleMessage = firstIssueMessage(UpdateAdminAccountBodySchema.shape.password, password);
    if (ruleMessage) issues.password = ruleMessage;
    else if (filled(currentPassword) && password === currentPassword)
      issues.password = VALIDATION.newPasswordSameAsCurrent;
  }

  if (!filled(rePassword)) {
    if (filled(password)) issues.rePassword = VALIDATION.rePasswordRequired;
  } else if (rePassword !== password) {
    issues.rePassword = VALIDATION.rePasswordMismatch;
  }
  return issues;
}

/** True when the form asks for a new password (validation has already checked the three fields). */
export function wantsPasswordChange(values: PasswordChangeValues): boolean {
  return filled(values.password);
}
