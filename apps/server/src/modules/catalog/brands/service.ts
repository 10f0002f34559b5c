import type { Brand, Image, Pagination } from '@lumi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { paginate } from '../../../lib/pagination';
import type { UploadsService } from '../../uploads/service';
import type { CatalogCache } from '../cache';
import { productsRepository } from '../products/repository';
import { baseSlug, pickSlug } from '../../../lib/slug';
import { toBrandDto } from './dto';
import { brandsRepository, type BrandRow } from './repository';

export type BrandsService = ReturnType<typeof createBrandsService>;

const SLUG_FALLBACK = 'thuong-hieu';

export function createBrandsService(deps: { db: Db; uploads: UploadsService; cache: CatalogCache }) {
  const repo = (db: Db = deps.db) => brandsRepository(db);

  async function mustFind(id: string): Promise<BrandRow> {
    const row = await repo().findById(id);
    if (!row) throw new AppError('BRAND_NOT_FOUND');
    return row;
  }

  async function freeSlug(name: string, ownSlug?: string): Promise<string> {
    const taken = await repo().slugsLike(baseSlug(name, SLUG_FALLBACK));
    if (ownSlug) taken.delete(ownSlug);
    return pickSlug(name, taken, SLUG_FALLBACK);
  }

  return {
    /** Every brand by name; admin answers carry product counts. */
    async all(options: { withCounts: boolean } = { withCounts: false }): Promise<Brand[]> {
      return (await repo().all(options)).map(toBrandDto);
    },

    async page(query: {
      page?: number | undefined;
      pageSize?: number | undefined;
      name?: string | undefined;
    }): Promise<{ items: Brand[]; pagination: Pagination }> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 10;
      const { items, total } = await repo().page({ page, pageSize, name: query.name });
      return { items: items.map(toBrandDto), pagination: paginate(page, pageSize, total) };
    },

    async create(
      actorId: string,
      input: { name: string; logo?: Image | null | undefined; description?: string | undefined },
    ): Promise<Brand> {
      // Checked before the logo is claimed: a refused form must not cost the client its upload.
      if (await repo().nameTaken(input.name)) throw new AppError('BRAND_NAME_TAKEN');
      const logo = input.logo
        ? await deps.uploads.claim(input.logo, { kind: 'admin', id: actorId }, null)
        : null;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const row = await repo().insert({
          name: input.name,
          slug: await freeSlug(input.name),
          logo,
          description: input.description ?? '',
        });
        if (row) {
          deps.cache.invalidateScopes();
          return toBrandDto(row);
        }
        // The unique indexes decided: a taken name is final, a taken slug is picked again.
        if (await repo().nameTaken(input.name)) break;
      }
      if (logo) await deps.uploads.unclaim([logo.publicId]);
      throw new AppError('BRAND_NAME_TAKEN');
    },

    async update(
      actorId: string,
      id: string,
      input: { name?: string | undefined; logo?: Image | null | undefined; description?: string | undefined },
    ): Promise<Brand> {
      const current = await mustFind(id);
      const renames = input.name !== undefined && input.name !== current.name;
      if (renames && input.name && (await repo().nameTaken(input.name, id)))
        throw new AppError('BRAND_NAME_TAKEN');
      let logo = current.logo ?? null;
      if (input.logo !== undefined) {
        logo =
          input.logo === null
            ? null
            : await deps.uploads.claim(input.logo, { kind: 'admin', id: actorId }, current.logo);
      }
      const logoChanged = (logo?.publicId ?? null) !== (current.logo?.publicId ?? null);
      try {
        const slug = renames && input.name ? await freeSlug(input.name, current.slug) : undefined;
        await deps.db.transaction(async (tx) => {
          await repo(tx).update(id, {
            ...(renames && input.name && slug ? { name: input.name, slug } : {}),
            ...(logoChanged ? { logo } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
          });
          // A product's search text holds its brand's name (decision 13).
          if (renames) await productsRepository(tx).refreshSearchText({ brandId: id });
        });
      } catch (error) {
        if (logoChanged && logo) await deps.uploads.unclaim([logo.publicId]);
        throw error;
      }
      if (logoChanged) await deps.uploads.release(current.logo);
      deps.cache.invalidateScopes();
      return toBrandDto(await mustFind(id));
    },

    async remove(id: string): Promise<{ _id: string }> {
      const current = await mustFind(id);
      if (await repo().hasProducts(id)) throw new AppError('BRAND_HAS_PRODUCTS');
      await repo().remove(id);
      await deps.uploads.release(current.logo);
      deps.cache.invalidateScopes();
      return { _id: id };
    },

    bySlug: (slug: string) => repo().findBySlug(slug),
    byIds: async (ids: string[]): Promise<Brand[]> => (await repo().findByIds(ids)).map(toBrandDto),
  };
}
