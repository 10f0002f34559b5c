import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_DAYS } from '@lumi/shared';
import { fakeClock } from './clock';
import { createTokenService } from './tokens';

const secrets = {
  jwtUser: 'u'.repeat(40),
  jwtAdmin: 'a'.repeat(40),
  jwtDoctor: 'd'.repeat(40),
  resetToken: 'r'.repeat(40),
};
const DAY = 86_400_000;

// A token checked once is kept with its expiry (the next requests skip the signature): what it lets in must be
// exactly what a fresh check would.
describe('token checks kept between requests', () => {
  it('answers a kept token as the first check did, until it expires', async () => {
    const clock = fakeClock(new Date('2026-11-30T00:00:00Z'));
    const tokens = createTokenService(secrets, clock);
    const token = await tokens.sign('user', 'u-1', 3);
    expect(await tokens.verify('user', token)).toEqual({ sub: 'u-1', kind: 'user', ver: 3 });
    clock.advance((TOKEN_TTL_DAYS - 1) * DAY);
    expect(await tokens.verify('user', token)).toEqual({ sub: 'u-1', kind: 'user', ver: 3 });
    clock.advance(2 * DAY);
    expect(await tokens.verify('user', token)).toBeNull();
  });

  it("never lets a kept token pass another kind's check", async () => {
    const tokens = createTokenService(secrets, fakeClock());
    const token = await tokens.sign('user', 'u-1', 0);
    expect(await tokens.verify('user', token)).not.toBeNull();
    expect(await tokens.verify('admin', token)).toBeNull();
    expect(await tokens.verify('doctor', token)).toBeNull();
  });

  it('refuses a token changed by one character after its original was kept', async () => {
    const tokens = createTokenService(secrets, fakeClock());
    const token = await tokens.sign('admin', 'a-1', 0);
    expect(await tokens.verify('admin', token)).not.toBeNull();
    const [head, body, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await tokens.verify('admin', `${head}.${body}.${flipped}`)).toBeNull();
    expect(await tokens.verify('admin', 'not-a-token')).toBeNull();
  });
});
