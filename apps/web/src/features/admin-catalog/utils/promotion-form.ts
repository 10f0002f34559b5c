import {
  discountedUnitPrice,
  toLocalDate,
  type CreatePromotionBody,
  type Image,
  type ProductPromotion,
  type PromotionCandidate,
  type UpdatePromotionBody,
} from '@lumi/shared';
import { isApiError } from '@/lib/errors';
import type { AdminPromotion } from '../api/admin-catalog-api';
import { marginOf } from './money';

/** A product chosen for the promotion, with what the table shows about it. */
export type PromotionLine = {
  productId: string;
  name: string;
  image: string | null;
  brand: string;
  price: number;
  /** Unknown for a saved line until the picker has shown that product. */
  cost: number | null;
  expiry: string | null;
  discountPercentage: number | null;
  maxDiscountAmount: number | null;
  maxQty: number | null;
  /** Units already sold at the promotional price (edit). */
  usedQty: number;
  /** The product's other promotions, once the picker has shown it (to warn about overlapping days). */
  promotion: ProductPromotion | null;
  upcomingPromotion: ProductPromotion | null;
};

export type PromotionFormValues = {
  name: string;
  description: string;
  banner: Image | null;
  /** Local days 'YYYY-MM-DD'. */
  period: [string, string] | null;
  isActive: boolean;
  lines: PromotionLine[];
};

export const DEFAULT_DISCOUNT_PERCENTAGE = 10;

export const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  name: '',
  description: '',
  banner: null,
  period: null,
  isActive: true,
  lines: [],
};

export function candidateToLine(candidate: PromotionCandidate): PromotionLine {
  return {
    productId: candidate._id,
    name: candidate.name,
    image: candidate.mainImage.url,
    brand: candidate.brand.name,
    price: candidate.price,
    cost: candidate.cost,
    expiry: candidate.expiry,
    discountPercentage: DEFAULT_DISCOUNT_PERCENTAGE,
    maxDiscountAmount: null,
    maxQty: null,
    usedQty: 0,
    promotion: candidate.promotion,
    upcomingPromotion: candidate.upcomingPromotion,
  };
}

/** A saved promotion → the form. */
export function promotionToFormValues(promotion: AdminPromotion): PromotionFormValues {
  return {
    name: promotion.name,
    description: promotion.description,
    banner: { url: promotion.banner.url, publicId: promotion.banner.publicId },
    period: [toLocalDate(promotion.startDate), toLocalDate(promotion.endDate)],
    isActive: promotion.isActive,
    lines: promotion.products.map((item) => ({
      productId: item.product._id,
      name: item.product.name,
      image: item.product.mainImage.url,
      brand: item.product.brand.name,
      price: item.product.price,
      cost: item.product.cost ?? null,
      expiry: item.product.expiry ?? null,
      discountPercentage: item.discountPercentage,
      maxDiscountAmount: item.maxDiscountAmount,
      maxQty: item.maxQty,
      usedQty: item.usedQty,
      promotion: null,
      upcomingPromotion: null,
    })),
  };
}

/** The form → POST /admin/promotions. */
export function formValuesToCreateBody(values: PromotionFormValues): CreatePromotionBody {
  const [startDate = '', endDate = ''] = values.period ?? [];
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    banner: values.banner as Image,
    startDate,
    endDate,
    isActive: values.isActive,
    products: values.lines.map((line) => ({
      product: line.productId,
      discountPercentage: line.discountPercentage ?? 0,
      maxDiscountAmount: line.maxDiscountAmount ?? null,
      maxQty: line.maxQty ?? null,
    })),
  };
}

/**
 * The form → PUT /admin/promotions/{id}: everything, except a start day left as it was (it may be in
 * the past by now, which the server allows only when it is not sent as a change).
 */
export function formValuesToUpdateBody(
  values: PromotionFormValues,
  original: AdminPromotion,
): UpdatePromotionBody {
  const { startDate, ...rest } = formValuesToCreateBody(values);
  const body: UpdatePromotionBody = { ...rest, isActive: values.isActive };
  if (startDate !== toLocalDate(original.startDate)) body.startDate = startDate;
  return body;
}

/** The unit price during the promotion, and the margin against the cost when it is known. */
export function linePreview(line: PromotionLine): {
  unitPrice: number;
  discount: number;
  margin: { amount: number; percent: number } | null;
  belowCost: boolean;
} {
  const unitPrice = discountedUnitPrice(
    line.price,
    line.discountPercentage
      ? {
          discountPercentage: line.discountPercentage,
          maxDiscountAmount: line.maxDiscountAmount ?? null,
          remainingQty: null,
        }
      : null,
  );
  const margin = line.cost === null ? null : marginOf(unitPrice, line.cost);
  return {
    unitPrice,
    discount: line.price - unitPrice,
    margin,
    belowCost: margin !== null && margin.amount < 0,
  };
}

/**
 * The products a refusal names as taken (`PROMOTION_PRODUCT_CONFLICT`, an unknown product), each with
 * its message: `errors[].path` is `products.{index}.product` (index into what was sent) or holds the
 * product id.
 */
export function conflictsByProduct(failure: unknown, lines: readonly PromotionLine[]): Map<string, string> {
  const result = new Map<string, string>();
  if (!isApiError(failure)) return result;
  const ids = new Set(lines.map((line) => line.productId));
  for (const issue of failure.errors ?? []) {
    const parts = issue.path.split('.');
    let productId: string | undefined;
    if (parts[0] === 'products' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
      if (parts[2] !== undefined && parts[2] !== 'product') continue;
      productId = lines[Number(parts[1])]?.productId;
    } else {
      productId = parts.find((part) => ids.has(part));
    }
    if (productId && !result.has(productId)) result.set(productId, issue.message);
  }
  return result;
}

const LINE_FIELDS = new Set(['discountPercentage', 'maxQty', 'maxDiscountAmount']);

/**
 * The fields of a refusal for the form: 'name', 'startDate' … and a line's terms
 * (`products.{index}.maxQty` → that row's input).
 */
export function promotionFieldErrors(failure: unknown): { name: (string | number)[]; errors: string[] }[] {
  if (!isApiError(failure)) return [];
  const map: Record<string, string> = {
    name: 'name',
    description: 'description',
    banner: 'banner',
    startDate: 'period',
    endDate: 'period',
    isActive: 'isActive',
  };
  const out = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const add = (name: (string | number)[], message: string) => {
    const key = name.join('.');
    const entry = out.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    out.set(key, entry);
  };
  for (const issue of failure.errors ?? []) {
    const [head = '', index, field] = issue.path.split('.');
    if (head === 'products') {
      if (index === undefined) add(['lines'], issue.message);
      else if (/^\d+$/.test(index) && field && LINE_FIELDS.has(field))
        add(['lines', Number(index), field], issue.message);
      continue;
    }
    const name = map[head];
    if (name) add([name], issue.message);
  }
  return [...out.values()];
}

/** A line completed with what the picker knows about its product (cost, expiry, other promotions). */
export function enrichLine(
  line: PromotionLine,
  known: ReadonlyMap<string, PromotionCandidate>,
): PromotionLine {
  const candidate = known.get(line.productId);
  if (!candidate) return line;
  return {
    ...line,
    cost: line.cost ?? candidate.cost,
    expiry: line.expiry ?? candidate.expiry,
    promotion: candidate.promotion,
    upcomingPromotion: candidate.upcomingPromotion,
  };
}
