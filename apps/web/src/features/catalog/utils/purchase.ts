import { CART_MAX_QUANTITY, type CartLine, type Image, type Product, type Variant } from '@lumi/shared';

/** Shown when 'Thêm vào giỏ hàng' or 'Mua ngay' is pressed on a product with colours and none is chosen. */
export const COLOR_REQUIRED_MESSAGE = 'Vui lòng chọn màu sắc cho sản phẩm';
export const ADDED_TO_CART_MESSAGE = 'Đã thêm vào giỏ hàng';

/** Units that can be bought now: the chosen colour's stock, the product's stock, or the total. */
export function availableStock(
  product: Pick<Product, 'stock' | 'variants' | 'totalQuantity'>,
  variant: Variant | null,
) {
  if (variant) return Math.max(0, variant.stock);
  if (product.variants.length > 0) return Math.max(0, ...product.variants.map((v) => v.stock));
  return Math.max(0, product.stock ?? product.totalQuantity);
}

/** The quantity stepper's upper bound: 1..min(99, stock). */
export function maxQuantity(stock: number): number {
  return Math.max(1, Math.min(CART_MAX_QUANTITY, stock));
}

export type AddCheck =
  | { ok: true; line: CartLine }
  | { ok: false; reason: 'color-required' | 'out-of-stock' | 'limit'; message: string };

/**
 * Whether the product can go into the cart with this colour and quantity (a colour is required when the
 * product has variants; the units already in the cart count against the stock), and the CartLine to add:
 * `{ productId, name, image (URL), slug, color, price = finalPrice, brand, quantity }`.
 */
export function checkAddToCart(
  product: Product,
  variant: Variant | null,
  quantity: number,
  inCart: number,
): AddCheck {
  if (product.variants.length > 0 && !variant) {
    return { ok: false, reason: 'color-required', message: COLOR_REQUIRED_MESSAGE };
  }
  const stock = availableStock(product, variant);
  if (stock <= 0) {
    return {
      ok: false,
      reason: 'out-of-stock',
      message: variant ? `Màu ${variant.name} đã hết hàng` : 'Sản phẩm đã hết hàng',
    };
  }
  const room = Math.min(stock, CART_MAX_QUANTITY) - inCart;
  if (quantity > room) {
    return {
      ok: false,
      reason: 'limit',
      message:
        room <= 0
          ? `Giỏ hàng đã có ${inCart} sản phẩm này, bằng số lượng tối đa có thể mua`
          : `Giỏ hàng đã có ${inCart} sản phẩm này, bạn chỉ có thể thêm tối đa ${room} sản phẩm nữa`,
    };
  }
  return {
    ok: true,
    line: {
      productId: product._id,
      name: product.name,
      image: (variant?.image ?? product.mainImage).url,
      slug: product.slug,
      color: variant ? { name: variant.name, code: variant.code } : null,
      price: product.finalPrice,
      brand: product.brand.name,
      quantity,
    },
  };
}

/** Main image, more images, then the colours' images, each once. */
export function galleryImages(product: Pick<Product, 'mainImage' | 'images' | 'variants'>): Image[] {
  const seen = new Set<string>();
  const out: Image[] = [];
  for (const image of [product.mainImage, ...product.images, ...product.variants.map((v) => v.image)]) {
    if (image && !seen.has(image.url)) {
      seen.add(image.url);
      out.push(image);
    }
  }
  return out;
}
