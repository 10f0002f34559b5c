// The page's first script: the global styles, then the app (main.tsx) once a server-rendered page has been painted.
//
// A module's static imports are evaluated before its own code, and Chromium evaluates a page's module scripts before
// its first frame once the HTML is parsed: with main.tsx as the entry, React, the router, the store and the page's
// modules (~180 KB) ran before anything was drawn, ×4 on a mid-range phone. The server's markup needs none of them to
// be seen, so this entry lets it paint first. On a rendered page the app's modules and the page's route modules are
// asked for once it is drawn, all at once (one wave, ADR 0039): the server writes their preloads into an inert
// <template>, so that on a slow network the document and its main picture have the line to themselves until they
// are drawn. A page without server markup starts the app at once (index.html preloads its modules with this entry,
// vite.config.ts `preloadApp`).
// The serif of headings and the logo, bundled with its Vietnamese subset (no font CDN; browsers fetch only the
// subsets a page's text needs).
import '@fontsource/playfair-display/700.css';
import '@fontsource/playfair-display/700-italic.css';
import '@/styles/global.css';
import { holdEarlyTaps } from '@/app/ssr/early-taps';

/** After the next frame is drawn, or after 100 ms when none is (a tab opened in the background draws nothing). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** How long a visible page waits for its first contentful paint before the app starts all the same. */
const PAINT_WAIT_MS = 1000;

/**
 * Once the page's first contentful paint is on screen (the browser's paint timing: a frame that ran is not yet a
 * frame shown, as Chromium may hold the first ones). A page in a background tab draws nothing: it starts at once; a
 * browser without paint timing waits for the next frame.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(() => done(), PAINT_WAIT_MS);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** How long the app waits for the page's main picture before it asks for its modules all the same. */
const PICTURE_WAIT_MS = 1000;

/**
 * Once the page's main picture (the one it fetches first, `fetchpriority="high"`) has arrived and been drawn: until
 * then it has the network to itself. A picture that fails or takes longer than PICTURE_WAIT_MS waits for no one.
 */
async function afterMainPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || picture.complete) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PICTURE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
  });
  await afterNextFrame();
}

/** The id of the template with a rendered page's module preloads (apps/server/src/modules/pages/template.ts). */
const APP_MODULES_ID = 'lumi-app-modules';

let stopHolding = () => {};
if (document.getElementById('root')?.hasChildNodes()) {
  // A tap before the app runs is given to its button once the page is live.
  stopHolding = holdEarlyTaps(document);
  await afterFirstPaint();
  await afterMainPicture();
  const modules = document.getElementById(APP_MODULES_ID);
  if (modules instanceof HTMLTemplateElement)
    document.head.append(document.importNode(modules.content, true));
}
try {
  await import('./main');
} catch (error) {
  stopHolding();
  throw error;
}
