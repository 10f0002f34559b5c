import {
  adminDeleteBlock,
  type AdminAccount,
  type AdminRole,
  type Image,
  type Pagination,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginate } from '../../lib/pagination';
import { checkCredentials, hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import type { RealtimeHub } from '../../realtime/port';
import type { UploadsService } from '../uploads/service';
import { toAdminDto } from './dto';
import { adminsRepository, type AdminWithClinic } from './repository';

export type AdminsService = ReturnType<typeof createAdminsService>;

export function createAdminsService(deps: {
  db: Db;
  tokens: TokenService;
  uploads: UploadsService;
  /** Closes the sockets of an account whose sessions end (api-contract §5.1). */
  realtime?: Pick<RealtimeHub, 'revalidate'>;
}) {
  const repo = () => adminsRepository(deps.db);

  async function mustFind(id: string): Promise<AdminWithClinic> {
    const row = await repo().findById(id);
    if (!row) throw new AppError('ADMIN_NOT_FOUND');
    return row;
  }

  return {
    async login(input: { username: string; password: string; remember?: boolean | undefined }) {
      const admin = await repo().findByUsername(input.username);
      if (!admin || !(await checkCredentials(admin.passwordHash, input.password)))
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      if (!admin.isActive) throw new AppError('ACCOUNT_DISABLED');
      const accessToken = await deps.tokens.sign('admin', admin.id, admin.tokenVersion, {
        remember: input.remember ?? false,
      });
      return { accessToken, admin: toAdminDto(admin) };
    },

    account: (admin: AdminWithClinic): AdminAccount => toAdminDto(admin),

    async list(query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      role?: AdminRole | undefined;
    }): Promise<{ items: AdminAccount[]; pagination: Pagination }> {
      const { items, total } = await repo().list(query);
      return { items: items.map(toAdminDto), pagination: paginate(query.page, query.pageSize, total) };
    },

    async create(
      actor: AdminWithClinic,
      input: {
        name: string;
        username: string;
        password: string;
        role: AdminRole;
        avatar?: Image | null | undefined;
      },
    ): Promise<AdminAccount> {
      // Checked before the avatar is claimed: a taken username must not cost the client its upload. The unique
      // index below still decides a race, and then the claimed file is released.
      if (await repo().findByUsername(input.username)) throw new AppError('USERNAME_TAKEN');
      const avatar = input.avatar
        ? await deps.uploads.claim(input.avatar, { kind: 'admin', id: actor.id }, null)
        : null;
      const row = await repo().insert({
        name: input.name,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        avatar,
      });
      if (!row) {
        if (avatar) await deps.uploads.release(avatar);
        throw new AppError('USERNAME_TAKEN');
      }
      return toAdminDto({ ...row, clinic: null });
    },

    /**
     * ADMIN edits any account (name, avatar, role, isActive, password without the current one);
     * every role edits its own (name, avatar, password with the current one) — never its own role or status.
     */
    async update(
      actor: AdminWithClinic,
      id: string,
      input: {
        name?: string | undefined;
        avatar?: Image | null | undefined;
        role?: AdminRole | undefined;
        isActive?: boolean | undefined;
        currentPassword?: string | undefined;
        password?: string | undefined;
      },
    ): Promise<{ account: AdminAccount; accessToken?: string }> {
      const isSelf = actor.id === id;
      if (!isSelf && actor.role !== 'ADMIN') throw new AppError('FORBIDDEN');
      if (isSelf && (input.role !== undefined || input.isActive !== undefined)) {
        const unchanged =
          (input.role === undefined || input.role === actor.role) &&
          (input.isActive === undefined || input.isActive === actor.isActive);
        if (!unchanged) throw new AppError('FORBIDDEN');
      }
      const target = await mustFind(id);
      // Demoting or disabling another account may leave the site without an active ADMIN: refused (LAST_ADMIN).
      const takesAdminAway =
        !isSelf && ((input.role !== undefined && input.role !== 'ADMIN') || input.isActive === false);
      // Early answer before anything is claimed; the transaction below decides.
      if (
        takesAdminAway &&
        target.role === 'ADMIN' &&
        target.isActive &&
        (await repo().countOtherActiveAdmins(id)) === 0
      )
        throw new AppError('LAST_ADMIN');
      let passwordHash: string | undefined;
      if (input.password !== undefined) {
        if (isSelf) {
          if (!input.currentPassword) throw new AppError('CURRENT_PASSWORD_REQUIRED');
          if (!(await verifyPassword(target.passwordHash, input.currentPassword)))
            throw new AppError('CURRENT_PASSWORD_WRONG');
        }
        passwordHash = await hashPassword(input.password);
      }
      let avatar = target.avatar ?? null;
      if (input.avatar !== undefined) {
        avatar =
          input.avatar === null
            ? null
            : await deps.uploads.claim(input.avatar, { kind: 'admin', id: actor.id }, target.avatar);
      }
      // A disabled account or a changed role/password ends the sessions it had.
      const revokes =
        passwordHash !== undefined ||
        input.isActive === false ||
        (input.role !== undefined && input.role !== target.role);
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.avatar !== undefined ? { avatar } : {}),
        ...(!isSelf && input.role !== undefined ? { role: input.role } : {}),
        ...(!isSelf && input.isActive !== undefined ? { isActive: input.isActive } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      };
      if (takesAdminAway) {
        // The check and the write under the roster lock, against the state the lock sees (ADR 0024 "The last ADMIN").
        try {
          await deps.db.transaction(async (tx) => {
            const r = adminsRepository(tx);
            await r.lockRoster();
            const current = await r.findById(id);
            if (!current) throw new AppError('ADMIN_NOT_FOUND');
            if (current.role === 'ADMIN' && current.isActive && (await r.countOtherActiveAdmins(id)) === 0)
              throw new AppError('LAST_ADMIN');
            await r.update(id, values, { bumpTokenVersion: revokes });
          });
        } catch (error) {
          // A picture claimed for this edit goes back to its uploader.
          if (avatar && avatar.publicId !== target.avatar?.publicId)
            await deps.uploads.unclaim([avatar.publicId]);
          throw error;
        }
      } else {
        await repo().update(id, values, { bumpTokenVersion: revokes });
      }
      // Its sockets check their token again: a revoked one gets auth:expired and is closed.
      if (revokes) deps.realtime?.revalidate('admin', id);
      if (input.avatar !== undefined && target.avatar && target.avatar.publicId !== avatar?.publicId) {
        await deps.uploads.release(target.avatar);
      }
      const updated = await mustFind(id);
      // Changing one's own password ends the session that asked for it too: hand out a fresh token (api-contract §1.2).
      if (isSelf && passwordHash) {
        return {
          account: toAdminDto(updated),
          accessToken: await deps.tokens.sign('admin', updated.id, updated.tokenVersion),
        };
      }
      return { account: toAdminDto(updated) };
    },

    async remove(actor: AdminWithClinic, id: string): Promise<{ _id: string }> {
      const target = await mustFind(id);
      const block = adminDeleteBlock(
        { id: target.id, role: target.role, hasClinic: Boolean(target.clinic) },
        actor.id,
      );
      if (block) throw new AppError(block);
      await repo().remove(id);
      deps.realtime?.revalidate('admin', id);
      await deps.uploads.release(target.avatar);
      return { _id: id };
    },

    countByRole: () => repo().countByRole(),
  };
}
