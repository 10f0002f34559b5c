import { createContext, useContext, useEffect } from 'react';

/** What a page says about itself in the document head (PageTitle's props, resolved). */
export type PageHead = {
  title: string;
  description: string;
  robots: string;
  /** Absolute or root-relative picture for link previews (Zalo, Facebook). */
  image?: string;
  /** Open Graph type: 'website' unless the page is a product or a person. */
  type?: 'website' | 'product' | 'profile';
};

/**
 * Filled while a page renders on the server (app/ssr, entry-server.tsx): the page's head and its JSON-LD blocks,
 * written into the HTML's <head> once the render is complete. In the browser there is none: the same components
 * update the live document in effects instead.
 */
export type HeadCollector = {
  /** The site's public origin, e.g. 'https://lumi.vn'. */
  origin: string;
  pathname: string;
  page: PageHead | null;
  jsonLd: Map<string, object>;
  /** The instant the page is rendered at (countdowns): the browser hydrates with the same one. */
  renderedAt: number;
  /** The page's largest picture (its LCP element), preloaded with `fetchpriority=high`. */
  preloadImage: PreloadImage | null;
  /** What the page says about itself (the last PageTitle rendered wins). */
  declarePage(page: PageHead): void;
  /** The page's main picture: the first one declared. */
  declarePreload(image: PreloadImage): void;
};

/** A `<link rel="preload" as="image">`: the picture's URL, and its sized variants when it has them. */
export type PreloadImage = { href: string; srcset?: string; sizes?: string; type?: string };

export const HeadContext = createContext<HeadCollector | null>(null);

export function createHeadCollector(origin: string, pathname: string): HeadCollector {
  const collector: HeadCollector = {
    origin,
    pathname,
    page: null,
    jsonLd: new Map(),
    preloadImage: null,
    renderedAt: Date.now(),
    declarePage(page) {
      collector.page = page;
    },
    declarePreload(image) {
      collector.preloadImage ??= image;
    },
  };
  return collector;
}

/** The collector during a server render, null in the browser. */
export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadContext);
}

/** The server's render instant while a server-rendered page hydrates (main.tsx), then null. */
let hydrationNow: number | null = null;
export function setHydrationNow(value: number | null): void {
  hydrationNow = value;
}

/**
 * "Now" for a first render: the server's render instant on the server and while the page hydrates (so a countdown
 * shows the same seconds on both sides), the clock otherwise. Clocks that tick move on from it in an effect.
 */
export function useRenderNow(): () => number {
  const collector = useHeadCollector();
  return () => collector?.renderedAt ?? hydrationNow ?? Date.now();
}

/** Adds (or replaces) a `<script type="application/ld+json" id>` in the document head; returns its removal. */
export function mountJsonLd(id: string, data: object): () => void {
  let element = document.getElementById(id) as HTMLScriptElement | null;
  if (!element) {
    element = document.createElement('script');
    element.id = id;
    element.type = 'application/ld+json';
    document.head.appendChild(element);
  }
  element.textContent = JSON.stringify(data);
  return () => element.remove();
}

/**
 * A JSON-LD block of the page: written into the server-rendered head, kept in step in the browser. `build` gets the
 * site origin (the server's public address, or the browser's).
 */
export function useJsonLd(id: string, build: ((origin: string) => object) | null): void {
  const collector = useHeadCollector();
  if (collector && build) collector.jsonLd.set(id, build(collector.origin));
  useEffect(() => {
    if (!build) return;
    return mountJsonLd(id, build(window.location.origin));
  }, [id, build]);
}
