import { lazy } from 'react';

/**
 * The sign-in dialog as its own download (antd Modal and the forms), for pages rendered without antd (ADR 0034):
 * render it inside the area's antd scope (`ClinicAntd`) once it is to open.
 */
export const LazyAuthModal = lazy(() =>
  import('./auth-modal').then((module) => ({ default: module.AuthModal })),
);

/**
 * The sign-in step alone, without antd (issue 26): what a clinic page opens on arrival; it hands the other steps to
 * the full dialog. Its own download, with the shared schema it checks the fields with.
 */
export const LazySignInDialog = lazy(() =>
  import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);
