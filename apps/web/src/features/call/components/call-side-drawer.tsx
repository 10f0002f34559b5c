import { lazy, type ReactNode } from 'react';
import { ClinicAntd } from '@/components/theme-scope/antd-island';

const CallSideDrawerPanel = lazy(() => import('./call-side-drawer-panel'));

/**
 * What the call's window opens beside the call, for the booking the call is about (composed by the app: the
 * patient's skin record for the doctor). `label` names the window's button and the drawer.
 */
export type CallSide = { label: string; render: (bookingId: string) => ReactNode };

/**
 * The side drawer with the clinic's antd theme, both downloaded when the drawer is first opened: the call window
 * itself stays plain (it also shows on the shop's pages without antd).
 */
export function CallSideDrawer(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ClinicAntd>
      <CallSideDrawerPanel {...props} />
    </ClinicAntd>
  );
}
