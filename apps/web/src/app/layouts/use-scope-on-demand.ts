import { useLayoutEffect, useState } from 'react';
import { setNotifierLoader } from '@/lib/notify';

/**
 * Whether a layout renders its lazy antd scope (ADR 0025, 0034). A page built with antd needs it at once; a plain page
 * downloads it only for its first toast or from the visitor's first touch, click or key (a toast usually follows one),
 * so that a page only looked at never pays for antd. Once rendered the scope stays.
 */
export function useScopeOnDemand(isPlain: boolean, loadScope: () => Promise<unknown>): boolean {
  const [isScopeLoaded, setScopeLoaded] = useState(false);
  if (!isPlain && !isScopeLoaded) setScopeLoaded(true);

  // Set during the commit (a layout effect), so that a toast raised as soon as the page is in the document finds
  // the loader.
  useLayoutEffect(() => {
    let isActive = true;
    const load = () => {
      void loadScope().then(() => {
        if (isActive) setScopeLoaded(true);
      });
    };
    const removeLoader = setNotifierLoader(load);
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const onFirstInput = () => {
      for (const type of events) window.removeEventListener(type, onFirstInput, true);
      load();
    };
    for (const type of events) window.addEventListener(type, onFirstInput, { capture: true, passive: true });
    return () => {
      isActive = false;
      removeLoader();
      for (const type of events) window.removeEventListener(type, onFirstInput, true);
    };
  }, [loadScope]);

  return isScopeLoaded || !isPlain;
}
