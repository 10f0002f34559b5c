import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

/** antd's Result draws its 403/404/500 pictures in ~10 KB gzip of SVG: only a page that fails downloads them. */
const Result = lazy(() => import('antd/es/result'));

/**
 * antd's Result, downloaded when it is first shown: the back offices show one on an error or a refused role, never on
 * their first screen, which must not wait for it. Nothing shows meanwhile (an error state, kept short).
 */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
