import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@lumi/shared';
import { createAttemptKeys } from './attempt-key';

const body = (note: string) => ({ doctor: 'd1', date: '2026-12-01', startTime: '09:00', note });

describe('attempt keys (Idempotency-Key)', () => {
  it('keeps one valid key while the same request is retried, and starts a new attempt when it changes', () => {
    const keys = createAttemptKeys('booking');
    const first = keys.keyFor(body('Da dầu'));
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(first.startsWith('booking-')).toBe(true);
    expect(keys.keyFor(body('Da dầu'))).toBe(first);
    const changed = keys.keyFor(body('Da khô'));
    expect(changed).not.toBe(first);
    expect(changed).toMatch(IDEMPOTENCY_KEY_PATTERN);
    keys.reset();
    expect(keys.keyFor(body('Da khô'))).not.toBe(changed);
  });
});
