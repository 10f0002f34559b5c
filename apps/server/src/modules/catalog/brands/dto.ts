import type { Brand } from '@lumi/shared';
import type { BrandRow } from './repository';

export function toBrandDto(row: BrandRow & { productCount?: number | undefined }): Brand {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo ?? null,
    description: row.description,
    ...(row.productCount === undefined ? {} : { productCount: row.productCount }),
  };
}
