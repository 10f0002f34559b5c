import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * A route module: its default export is the page (or layout); a module whose page reads queries may export the loader
 * that starts them (lib/prefetch.ts): on a server-rendered page the server waits for them, in the browser they
 * run while the page's code is evaluated and drawn.
 */
export type RouteModule = { default: ComponentType; loader?: LoaderFunction };

/**
 * A lazily loaded route module. `id` names the module (its path under app/): the server finds the module's built
 * files by it, to preload them with the page (modules/pages on the server, ADR 0025) — a public page's and a back
 * office screen's alike.
 */
export function lazyPage(id: string, load: () => Promise<RouteModule>): Pick<RouteObject, 'id' | 'lazy'> {
  return {
    id,
    lazy: async () => {
      const module = await load();
      return module.loader
        ? { Component: module.default, loader: module.loader }
        : { Component: module.default };
    },
  };
}
