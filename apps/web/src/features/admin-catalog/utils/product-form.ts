import {
  DEFAULT_PRODUCT_WEIGHT,
  parseInci,
  type Image,
  type Product,
  type ProductTag,
  type SkinConcern,
  type SkinType,
} from '@lumi/shared';
import type { ApiError } from '@/lib/errors';
import { isApiError } from '@/lib/errors';
import type { ProductBody } from '../api/admin-catalog-api';
import { nextVariantKey, normaliseHex, type VariantRow } from './variants';

export type StockMode = 'single' | 'variants';

/** The product form's values (create page and edit modal). */
export type ProductFormValues = {
  name: string;
  brand: string | undefined;
  category: string | undefined;
  price: number | null;
  cost: number | null;
  capacity: string;
  weight: number | null;
  /** 'YYYY-MM-DD'; the DatePicker's value is converted on the way in and out. */
  expiry: string | undefined;
  tags: ProductTag[];
  mainImage: Image | null;
  images: Image[];
  description: string;
  enable: boolean;
  /** The INCI list as the label writes it ('Aqua, Glycerin, Niacinamide'); sent as its entries. */
  ingredients: string;
  skinTypes: SkinType[];
  concerns: SkinConcern[];
  stockMode: StockMode;
  stock: number | null;
  variants: VariantRow[];
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  brand: undefined,
  category: undefined,
  price: null,
  cost: null,
  capacity: '',
  weight: DEFAULT_PRODUCT_WEIGHT,
  expiry: undefined,
  tags: [],
  mainImage: null,
  images: [],
  description: '',
  enable: true,
  ingredients: '',
  skinTypes: [],
  concerns: [],
  stockMode: 'single',
  stock: 0,
  variants: [],
};

const image = (value: Image): Image => ({ url: value.url, publicId: value.publicId });

/** A saved product → the form (edit modal). */
export function productToFormValues(product: Product): ProductFormValues {
  const hasVariants = product.variants.length > 0;
  return {
    name: product.name,
    brand: product.brand._id,
    category: product.categories.at(-1)?._id,
    price: product.price,
    cost: product.cost ?? null,
    capacity: product.capacity ?? '',
    weight: product.weight,
    expiry: product.expiry,
    tags: [...product.tags],
    mainImage: image(product.mainImage),
    images: product.images.map(image),
    description: product.description,
    enable: product.enable,
    ingredients: product.ingredients.join(', '),
    skinTypes: [...product.skinTypes],
    concerns: [...product.concerns],
    stockMode: hasVariants ? 'variants' : 'single',
    stock: hasVariants ? null : (product.stock ?? 0),
    variants: product.variants.map((variant) => ({
      key: nextVariantKey(),
      _id: variant._id,
      name: variant.name,
      code: variant.code,
      image: variant.image ? image(variant.image) : null,
      stock: variant.stock,
    })),
  };
}

/**
 * The form → the body of POST / PUT /admin/products: exactly one of `stock` or `variants` carries the
 * stock (the other is null / empty, which also switches a saved product between the two modes).
 */
export function formValuesToBody(values: ProductFormValues): ProductBody {
  const byVariants = values.stockMode === 'variants';
  const capacity = values.capacity.trim();
  return {
    name: values.name.trim(),
    brand: values.brand ?? '',
    category: values.category ?? '',
    price: values.price ?? 0,
    cost: values.cost ?? 0,
    weight: values.weight ?? DEFAULT_PRODUCT_WEIGHT,
    capacity: capacity === '' ? null : capacity,
    expiry: values.expiry ?? '',
    tags: values.tags,
    mainImage: values.mainImage as Image,
    images: values.images,
    description: values.description,
    enable: values.enable,
    ingredients: parseInci(values.ingredients),
    skinTypes: values.skinTypes,
    concerns: values.concerns,
    stock: byVariants ? null : (values.stock ?? 0),
    variants: byVariants
      ? values.variants.map((row) => ({
          name: row.name.trim(),
          code: normaliseHex(row.code),
          image: row.image,
          stock: row.stock ?? 0,
        }))
      : [],
  };
}

export type FieldError = { name: (string | number)[]; errors: string[] };

const TOP_LEVEL_FIELDS = new Set<string>([
  'name',
  'brand',
  'category',
  'price',
  'cost',
  'capacity',
  'weight',
  'expiry',
  'tags',
  'mainImage',
  'images',
  'description',
  'enable',
  'ingredients',
  'skinTypes',
  'concerns',
  'stock',
  'variants',
]);

/** Codes that name one field though the answer has no `errors`. */
const CODE_FIELDS: Record<string, string> = {
  CATEGORY_NOT_LEAF: 'category',
  CATEGORY_NOT_FOUND: 'category',
  BRAND_NOT_FOUND: 'brand',
};

/**
 * The server's refusal → the form's fields: `errors[].path` like 'name', 'images.3' or
 * 'variants.0.code' (a variant's field is marked on its row), and the codes that concern one field.
 * The reference client's spellings are mapped to this form's fields.
 */
export function productServerErrors(failure: unknown, stockMode: StockMode): FieldError[] {
  if (!isApiError(failure)) return [];
  const error: ApiError = failure;
  const fields = new Map<string, FieldError>();
  const add = (name: (string | number)[], message: string) => {
    const key = name.join('.');
    const existing = fields.get(key);
    if (existing) {
      if (!existing.errors.includes(message)) existing.errors.push(message);
    } else fields.set(key, { name, errors: [message] });
  };
  for (const issue of error.errors ?? []) {
    const parts = issue.path.split('.').filter(Boolean);
    const [first, ...rest] = parts;
    const head = first === 'categories' ? 'category' : first === 'totalQuantity' ? 'stock' : first;
    if (!head || !TOP_LEVEL_FIELDS.has(head)) continue;
    if (head === 'stock' && stockMode === 'variants') {
      add(['variants'], issue.message);
      continue;
    }
    if (head === 'variants' && rest.length >= 2 && /^\d+$/.test(rest[0] ?? '')) {
      const field = rest[1] === 'quantity' ? 'stock' : rest[1] === 'color' ? (rest[2] ?? 'name') : rest[1];
      if (field === 'name' || field === 'code' || field === 'stock') {
        add(['variants', Number(rest[0]), field], issue.message);
        continue;
      }
    }
    add([head], issue.message);
  }
  const byCode = CODE_FIELDS[error.code];
  if (byCode && fields.size === 0) add([byCode], error.message);
  return [...fields.values()];
}

/**
 * PUT sends only what changed (an untouched past expiry, for instance, is not sent back to be
 * checked again). Stock and colours travel together, since exactly one of them carries the stock.
 */
export function changedProductFields(original: ProductBody, next: ProductBody): Partial<ProductBody> {
  const changed: Partial<ProductBody> = {};
  const keys = Object.keys(next) as (keyof ProductBody)[];
  for (const key of keys) {
    if (JSON.stringify(original[key]) !== JSON.stringify(next[key])) {
      (changed as Record<string, unknown>)[key] = next[key];
    }
  }
  if ('stock' in changed || 'variants' in changed) {
    changed.stock = next.stock;
    changed.variants = next.variants;
  }
  return changed;
}
