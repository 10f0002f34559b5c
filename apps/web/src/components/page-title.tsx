import { useEffect } from 'react';
import { CLINIC_SITE_NAME, SITE_NAME, SITE_TAGLINE } from '@lumi/shared';

export const DEFAULT_DESCRIPTION =
  'Lumi - cửa hàng mỹ phẩm chăm sóc da chính hãng, kết nối bạn với các phòng khám và bác sĩ da liễu uy tín.';
const CLINIC_DESCRIPTION =
  'Lumi Clinic - tìm phòng khám, bác sĩ da liễu và đặt lịch khám nhanh chóng, minh bạch.';

export type PageTitleProps = {
  title: string;
  /** Admin area: 'Lumi | Admin - …' and not indexed. */
  admin?: boolean;
  /** Booking area: 'Lumi Clinic - …'. */
  clinic?: boolean;
  /** Use `title` as written (the home page). */
  exact?: boolean;
  description?: string;
};

/** The document title as shown in the tab. */
export function composeTitle({ title, admin, clinic, exact }: PageTitleProps): string {
  if (exact) return title;
  if (admin) return `${SITE_NAME} | Admin - ${title}`;
  if (clinic) return `${CLINIC_SITE_NAME} - ${title}`;
  return `${title} | ${SITE_NAME}`;
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

function upsertJsonLd(id: string, data: object): void {
  let element = document.getElementById(id) as HTMLScriptElement | null;
  if (!element) {
    element = document.createElement('script');
    element.id = id;
    element.type = 'application/ld+json';
    document.head.appendChild(element);
  }
  element.textContent = JSON.stringify(data);
}

/**
 * Sets the page head for the current route: title, description, canonical address (without the
 * query), Open Graph copies, robots and the JSON-LD `WebSite` with the site name 'Lumi'.
 */
export function PageTitle(props: PageTitleProps) {
  const { admin, clinic } = props;
  const fullTitle = composeTitle(props);
  const description = props.description ?? (clinic ? CLINIC_DESCRIPTION : DEFAULT_DESCRIPTION);

  useEffect(() => {
    const origin = window.location.origin;
    const canonical = `${origin}${window.location.pathname}`;
    document.title = fullTitle;
    upsertMeta('name', 'description', description);
    upsertMeta('name', 'robots', admin ? 'noindex, nofollow' : 'index, follow');
    upsertMeta('property', 'og:title', fullTitle);
    upsertMeta('property', 'og:description', description);
    upsertMeta('property', 'og:url', canonical);
    upsertMeta('property', 'og:site_name', SITE_NAME);
    upsertLink('canonical', canonical);
    upsertJsonLd('lumi-jsonld-website', {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      alternateName: `${SITE_NAME} - ${SITE_TAGLINE}`,
      url: `${origin}/`,
      inLanguage: 'vi-VN',
      description: DEFAULT_DESCRIPTION,
    });
  }, [fullTitle, description, admin]);

  return null;
}
