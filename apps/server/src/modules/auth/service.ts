import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  type OtpPurpose,
  type User,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { keyedHash, randomDigits, randomToken } from '../../lib/crypto';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import type { Mailer } from '../../providers/mail';
import type { RealtimeHub } from '../../realtime/port';
import { otpMail } from '../../providers/mail/templates';
import type { UploadsService } from '../uploads/service';
import type { PrincipalCache } from './principal-cache';
import { toUserDto } from './dto';
import { otpRepository, resetTokensRepository, usersRepository, type UserRow } from './repository';

export type AuthDeps = {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  mailer: Mailer;
  uploads: UploadsService;
  /** Key for hashing OTP codes and reset tokens at rest. */
  hashKey: string;
  /** Closes the sockets of an account whose tokens are revoked (api-contract §5.1). */
  realtime?: Pick<RealtimeHub, 'revalidate'>;
  /** The accounts kept by the guards (issue 14): told after every committed write to one. */
  principals: Pick<PrincipalCache, 'forget'>;
};

export type LoginResult =
  { verified: true; email: string; accessToken: string; user: User } | { verified: false; email: string };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const users = () => usersRepository(deps.db);
  const otps = () => otpRepository(deps.db);
  const resets = () => resetTokensRepository(deps.db);
  const otpHash = (email: string, purpose: OtpPurpose, code: string) =>
    keyedHash(deps.hashKey, `otp:${email}:${purpose}:${code}`);
  const resetHash = (token: string) => keyedHash(deps.hashKey, `reset:${token}`);

  /**
   * Creates and mails a code; throws OTP_RESEND_TOO_SOON when the last one is younger than 60 s. Without an
   * account (a reset asked for an unknown address) a code nobody receives is stored and nothing is mailed, so
   * the answers, the 60-second rule and verify-otp's wrong-code answer are those of a real account.
   */
  async function issueOtp(email: string, user: UserRow | undefined, purpose: OtpPurpose): Promise<void> {
    const now = deps.clock.now();
    const code = randomDigits(OTP_LENGTH);
    const stored = await otps().replace({
      email,
      purpose,
      codeHash: user ? otpHash(email, purpose, code) : randomToken(),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      now,
      resendAfterSec: OTP_RESEND_SECONDS,
    });
    if (!stored) {
      const existing = await otps().find(email);
      const wait = existing
        ? Math.max(1, Math.ceil(OTP_RESEND_SECONDS - (now.getTime() - existing.createdAt.getTime()) / 1000))
        : OTP_RESEND_SECONDS;
      throw new AppError('OTP_RESEND_TOO_SOON', { headers: { 'retry-after': String(wait) } });
    }
    if (!user) return;
    try {
      await deps.mailer.send(otpMail({ to: email, name: user.name, code, purpose }));
    } catch {
      // Not delivered: forget the code so the 60-second rule does not block an immediate retry.
      await otps().remove(email);
      throw new AppError('OTP_SEND_FAILED');
    }
  }

  async function issueToken(user: UserRow, remember?: boolean): Promise<string> {
    return deps.tokens.sign('user', user.id, user.tokenVersion, { remember: remember ?? false });
  }

  return {
    async register(input: { name: string; email: string; password: string }): Promise<{ email: string }> {
      const passwordHash = await hashPassword(input.password);
      const user = await users().insert({
        name: input.name,
        email: input.email,
        passwordHash,
        isVerified: false,
      });
      if (!user) throw new AppError('EMAIL_TAKEN');
      // A code stored for this address before it had an account (a reset asked for it) never reached anyone.
      await otps().remove(user.email);
      try {
        await issueOtp(user.email, user, 'verify');
      } catch (error) {
        // Registration is acknowledged only once its code is on its way; otherwise nothing is kept.
        await users().remove(user.id);
        await deps.principals.forget(user.id);
        throw error;
      }
      return { email: user.email };
    },

    async login(input: {
      email: string;
      password: string;
      remember?: boolean | undefined;
    }): Promise<LoginResult> {
      const user = await users().findByEmail(input.email);
      if (!user) {
        await verifyAgainstDecoy(input.password);
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      }
      if (!user.passwordHash) throw new AppError('AUTH_USE_GOOGLE');
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      if (!user.isActive) throw new AppError('ACCOUNT_DISABLED');
      if (!user.isVerified) return { verified: false, email: user.email };
      return {
        verified: true,
        email: user.email,
        accessToken: await issueToken(user, input.remember),
        user: toUserDto(user),
      };
    },

    async sendOtp(input: { email: string; purpose?: OtpPurpose | undefined }) {
      const user = await users().findByEmail(input.email);
      // Forgot-password (reset, the default without an account) answers every address alike (api-contract §3.1).
      if (!user && input.purpose === 'verify') throw new AppError('EMAIL_NOT_FOUND');
      const email = user?.email ?? input.email;
      const purpose: OtpPurpose = input.purpose ?? (user && !user.isVerified ? 'verify' : 'reset');
      await issueOtp(email, user, purpose);
      return {
        email,
        purpose,
        expiresIn: OTP_TTL_SECONDS,
        resendAfter: OTP_RESEND_SECONDS,
      } as const;
    },

    async verifyOtp(input: { email: string; otp: string }) {
      const user = await users().findByEmail(input.email);
      const email = user?.email ?? input.email;
      const now = deps.clock.now();
      // An unknown address fails like a wrong code (its stored code, if any, was never mailed).
      const code = await otps().find(email);
      if (!code) throw new AppError('OTP_INVALID');
      if (code.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_ATTEMPTS_EXCEEDED');
      if (code.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED');
      const consumed = await otps().consume(email, otpHash(email, code.purpose, input.otp), OTP_MAX_ATTEMPTS);
      if (!consumed || !user) {
        const attempts = await otps().addFailedAttempt(email);
        if (attempts !== undefined && attempts > OTP_MAX_ATTEMPTS)
          throw new AppError('OTP_ATTEMPTS_EXCEEDED');
        throw new AppError('OTP_INVALID');
      }
      // Any correct code proves the mailbox.
      if (!user.isVerified) {
        await users().update(user.id, { isVerified: true });
        await deps.principals.forget(user.id);
      }
      if (consumed.purpose !== 'reset')
        return { email: user.email, verified: true as const, purpose: consumed.purpose };
      const resetToken = randomToken();
      await resets().insert({
        userId: user.id,
        tokenHash: resetHash(resetToken),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      return {
        email: user.email,
        verified: true as const,
        purpose: consumed.purpose,
        resetToken,
        resetTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      };
    },

    async resetPassword(input: { email: string; password: string; resetToken: string }): Promise<void> {
      const now = deps.clock.now();
      const hash = resetHash(input.resetToken);
      const live = await resets().findLive(hash, now);
      const user = live ? await users().findById(live.userId) : undefined;
      if (!live || !user || user.email !== input.email) throw new AppError('RESET_TOKEN_INVALID');
      const passwordHash = await hashPassword(input.password);
      // Single use even under concurrent requests: only one UPDATE … WHERE used_at IS NULL wins.
      if (!(await resets().consume(hash, now))) throw new AppError('RESET_TOKEN_INVALID');
      await users().setPassword(user.id, passwordHash, { isVerified: true });
      await deps.principals.forget(user.id);
      deps.realtime?.revalidate('user', user.id);
      await resets().revokeAll(user.id, now);
    },

    async getAccount(user: UserRow): Promise<User> {
      return toUserDto(user);
    },

    async updateAccount(
      user: UserRow,
      input: {
        name?: string | undefined;
        phone?: string | null | undefined;
        avatar?: { url: string; publicId: string } | null | undefined;
        currentPassword?: string | undefined;
        password?: string | undefined;
      },
    ): Promise<{ user: User; accessToken?: string }> {
      let passwordHash: string | undefined;
      if (input.password !== undefined) {
        if (user.passwordHash) {
          if (!input.currentPassword) throw new AppError('CURRENT_PASSWORD_REQUIRED');
          if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
            throw new AppError('CURRENT_PASSWORD_WRONG');
        }
        passwordHash = await hashPassword(input.password);
      }
      const owner = { kind: 'user' as const, id: user.id };
      let avatar = user.avatar ?? null;
      if (input.avatar !== undefined) {
        avatar = input.avatar === null ? null : await deps.uploads.claim(input.avatar, owner, user.avatar);
      }
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.avatar !== undefined ? { avatar } : {}),
      };
      let updated = Object.keys(values).length > 0 ? await users().update(user.id, values) : user;
      if (passwordHash) updated = await users().setPassword(user.id, passwordHash);
      if (updated !== user) await deps.principals.forget(user.id);
      if (passwordHash) {
        // Every earlier token is revoked: the sockets holding one get auth:expired and are closed.
        deps.realtime?.revalidate('user', user.id);
      }
      if (input.avatar !== undefined && user.avatar && user.avatar.publicId !== avatar?.publicId) {
        await deps.uploads.release(user.avatar);
      }
      const result: { user: User; accessToken?: string } = { user: toUserDto(updated) };
      if (passwordHash) result.accessToken = await issueToken(updated);
      return result;
    },

    /** Google sign-in (decision 7): the account of that Google id, or of that e-mail if it has no password. */
    async signInWithGoogle(
      profile: { sub: string; email: string; name: string; emailVerified: boolean },
      remember: boolean,
    ) {
      const email = profile.email.toLowerCase();
      let user = await users().findByGoogleId(profile.sub);
      if (!user) {
        const byEmail = await users().findByEmail(email);
        if (byEmail?.passwordHash) return { ok: false as const, error: 'already_registered' as const };
        if (byEmail) {
          user = await users().update(byEmail.id, { googleId: profile.sub, isVerified: true });
          await deps.principals.forget(user.id);
        } else {
          user = await users().insert({
            name: profile.name || email,
            email,
            googleId: profile.sub,
            isVerified: true,
          });
          if (!user) return { ok: false as const, error: 'already_registered' as const };
        }
      }
      if (!user.isActive) return { ok: false as const, error: 'google_auth_failed' as const };
      return { ok: true as const, token: await issueToken(user, remember) };
    },
  };
}
