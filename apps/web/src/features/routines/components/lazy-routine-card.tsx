import { lazy, Suspense, type ComponentProps } from 'react';

const RoutineCard = lazy(() => import('./routine-card').then((module) => ({ default: module.RoutineCard })));

/**
 * The routine card fetched with the first card shown: the layouts mount the chat on every shop page, and the card
 * (antd) must not come with the shop's first render.
 */
export function LazyRoutineCard(props: ComponentProps<typeof RoutineCard>) {
  return (
    <Suspense fallback={null}>
      <RoutineCard {...props} />
    </Suspense>
  );
}
