import type { AdminAccount } from '@lumi/shared';

/**
 * What an admin route tells the admin layout (React Router `handle`): the heading shown in the
 * header, worked out for the signed-in admin.
 */
export type AdminRouteHandle = { adminHeading: (admin: AdminAccount) => string };

export function isAdminRouteHandle(handle: unknown): handle is AdminRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<AdminRouteHandle>).adminHeading === 'function'
  );
}

/** The dashboards greet the admin by name (reference §0.4, adapted to Lumi). */
export const greetingHeading = (admin: AdminAccount) => `Xin chào, ${admin.name}!`;

/** The heading of the deepest matched admin route that declares one. */
export function findAdminHeading(
  matches: readonly { handle: unknown }[],
  admin: AdminAccount,
): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isAdminRouteHandle(handle)) return handle.adminHeading(admin);
  }
  return undefined;
}
