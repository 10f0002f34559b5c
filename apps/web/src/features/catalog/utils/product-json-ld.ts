import type { Product } from '@lumi/shared';
import { htmlTextContent } from '@/lib/rich-text';

/** The description as plain text (JSON-LD, meta description). */
export function htmlToText(html: string): string {
  if (!html.trim()) return '';
  // Blocks and line breaks become spaces, so paragraphs do not run together.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|tr|td|th)>|<br\s*\/?>/gi, '$& ');
  return htmlTextContent(spaced).replace(/\s+/g, ' ').trim();
}

const absolute = (url: string, origin: string) => new URL(url, origin).toString();

/**
 * schema.org `Product` for search engines: name, images, description text, sku (the id), brand, the
 * offer (finalPrice in VND, in or out of stock, the page address) and, when reviewed, its rating.
 */
export function productJsonLd(product: Product, origin: string, pageUrl: string): Record<string, unknown> {
  const images = [product.mainImage, ...product.images].map((image) => absolute(image.url, origin));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [...new Set(images)],
    description: htmlToText(product.description),
    sku: product._id,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      price: product.finalPrice,
      priceCurrency: 'VND',
      availability:
        product.totalQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: pageUrl,
      ...(product.promotion ? { priceValidUntil: product.promotion.endDate.slice(0, 10) } : {}),
    },
  };
  if (product.totalReviews > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(product.averageRating * 10) / 10,
      reviewCount: product.totalReviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

export const PRODUCT_JSON_LD_ID = 'lumi-jsonld-product';
