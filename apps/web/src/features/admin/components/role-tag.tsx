import { Tag } from 'antd';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@lumi/shared';

/** One colour per admin role, used by every admin screen. */
export const ADMIN_ROLE_COLORS: Record<AdminRole, string> = {
  ADMIN: 'geekblue',
  SUPPORT: 'gold',
  CLINIC: 'cyan',
};

export function RoleTag({ role }: { role: AdminRole }) {
  return (
    <Tag color={ADMIN_ROLE_COLORS[role]} variant="filled" style={{ marginInlineEnd: 0 }}>
      {ADMIN_ROLE_LABELS[role]}
    </Tag>
  );
}
