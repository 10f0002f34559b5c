// The page's first script: the global styles, then the app (main.tsx) once a server-rendered page has been painted.
//
// A module's static imports are evaluated before its own code, and Chromium evaluates a page's module scripts before
// its first frame once the HTML is parsed: with main.tsx as the entry, React, the router, the store and the page's
// modules (~180 KB) ran before anything was drawn, ×4 on a mid-range phone. The server's markup needs none of them to
// be seen, so this entry lets it paint first. index.html preloads the app's modules with this entry (vite.config.ts,
// `preloadApp`): nothing is fetched later than before. A page without server markup starts the app at once.
// The serif of headings and the logo, bundled with its Vietnamese subset (no font CDN; browsers fetch only the
// subsets a page's text needs).
import '@fontsource/playfair-display/700.css';
import '@fontsource/playfair-display/700-italic.css';
import '@/styles/global.css';
import { holdEarlyTaps } from '@/app/ssr/early-taps';

/** After the next frame is drawn, or after 100 ms when none is (a tab opened in the background draws nothing). */
function afterFirstPaint(): Promise<void> {
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

let stopHolding = () => {};
if (document.getElementById('root')?.hasChildNodes()) {
  // A tap before the app runs is given to its button once the page is live.
  stopHolding = holdEarlyTaps(document);
  await afterFirstPaint();
}
try {
  await import('./main');
} catch (error) {
  stopHolding();
  throw error;
}
