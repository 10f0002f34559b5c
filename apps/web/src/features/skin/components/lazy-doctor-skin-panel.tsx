import { lazy, Suspense, type ComponentProps } from 'react';

const DoctorSkinPanel = lazy(() =>
  import('./doctor-skin-panel').then((module) => ({ default: module.DoctorSkinPanel })),
);

/**
 * The doctor's 'Hồ sơ da' fetched when first shown: the booking area's layout composes it into the call window,
 * and the panel (antd) must not come with the layout's first render.
 */
export function LazyDoctorSkinPanel(props: ComponentProps<typeof DoctorSkinPanel>) {
  return (
    <Suspense fallback={null}>
      <DoctorSkinPanel {...props} />
    </Suspense>
  );
}
