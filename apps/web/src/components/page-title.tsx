import { useEffect } from 'react';
import { CLINIC_SITE_NAME, SITE_NAME, SITE_TAGLINE } from '@lumi/shared';
import { mountJsonLd, useHeadCollector, type PageHead } from '@/lib/page-head';

export const DEFAULT_DESCRIPTION =
  'Lumi - cửa hàng mỹ phẩm chăm sóc da chính hãng, kết nối bạn với các phòng khám và bác sĩ da liễu uy tín.';
const CLINIC_DESCRIPTION =
  'Lumi Clinic - tìm phòng khám, bác sĩ da liễu và đặt lịch khám nhanh chóng, minh bạch.';

/** The link-preview pictures of pages without one of their own (1200 × 630 PNG, docs/brand). */
export const SHARE_IMAGES = { shop: '/share-shop.png', clinic: '/share-clinic.png' } as const;

export type PageTitleProps = {
  title: string;
  /** Admin area: 'Lumi | Admin - …' and not indexed. */
  admin?: boolean;
  /** Booking area: 'Lumi Clinic - …'. */
  clinic?: boolean;
  /** Use `title` as written (the home page). */
  exact?: boolean;
  description?: string;
  /**
   * The picture of link previews (og:image): a product's or a doctor's. Without one, a public page shows the shop's
   * or the booking area's share picture (SHARE_IMAGES); admin pages show none.
   */
  image?: string;
  /** Open Graph type (website by default). */
  type?: PageHead['type'];
};

/** The document title as shown in the tab. */
export function composeTitle({ title, admin, clinic, exact }: PageTitleProps): string {
  if (exact) return title;
  if (admin) return `${SITE_NAME} | Admin - ${title}`;
  if (clinic) return `${CLINIC_SITE_NAME} - ${title}`;
  return `${title} | ${SITE_NAME}`;
}

/** The JSON-LD `WebSite` block every page carries. */
export function websiteJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    alternateName: `${SITE_NAME} - ${SITE_TAGLINE}`,
    url: `${origin}/`,
    inLanguage: 'vi-VN',
    description: DEFAULT_DESCRIPTION,
  };
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertLink(rel: string, href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    document.head.appendChild(element);
  }
  element.href = href;
}

/**
 * Sets the page head for the current route: title, description, canonical address (without the
 * query), Open Graph copies, robots and the JSON-LD `WebSite` with the site name 'Lumi'.
 */
export function PageTitle(props: PageTitleProps) {
  const { admin, clinic, type = 'website' } = props;
  const image = props.image ?? (admin ? undefined : clinic ? SHARE_IMAGES.clinic : SHARE_IMAGES.shop);
  const fullTitle = composeTitle(props);
  const description = props.description ?? (clinic ? CLINIC_DESCRIPTION : DEFAULT_DESCRIPTION);
  const robots = admin ? 'noindex, nofollow' : 'index, follow';

  // Server rendering (app/ssr): the head is written into the HTML from what the page declares here.
  const collector = useHeadCollector();
  if (collector) {
    collector.declarePage({ title: fullTitle, description, robots, type, ...(image ? { image } : {}) });
    collector.jsonLd.set('lumi-jsonld-website', websiteJsonLd(collector.origin));
  }

  useEffect(() => {
    const origin = window.location.origin;
    const canonical = `${origin}${window.location.pathname}`;
    document.title = fullTitle;
    upsertMeta('name', 'description', description);
    upsertMeta('name', 'robots', robots);
    upsertMeta('property', 'og:title', fullTitle);
    upsertMeta('property', 'og:description', description);
    upsertMeta('property', 'og:url', canonical);
    upsertMeta('property', 'og:site_name', SITE_NAME);
    upsertMeta('property', 'og:type', type);
    if (image) upsertMeta('property', 'og:image', new URL(image, origin).href);
    else document.head.querySelector('meta[property="og:image"]')?.remove();
    upsertLink('canonical', canonical);
    // Kept when the page changes: every page carries it.
    mountJsonLd('lumi-jsonld-website', websiteJsonLd(origin));
  }, [fullTitle, description, robots, image, type]);

  return null;
}
