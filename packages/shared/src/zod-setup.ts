import { z } from 'zod';
import { vi } from 'zod/v4/locales';
import { VALIDATION } from './messages/vi';

/**
 * Messages that no schema names are Vietnamese too: a missing field reads 'Vui lòng nhập đầy đủ thông tin'
 * (api-contract §1.3), anything else falls back to zod's Vietnamese locale.
 */
const locale = vi();
z.config({
  localeError: locale.localeError,
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? VALIDATION.required : undefined,
});
