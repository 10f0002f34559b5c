import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@lumi/shared';
import { LazyResult } from '@/components/lazy-result';

type ForbiddenResultProps = {
  /** The roles the page is for, named in the explanation. */
  allowed: readonly AdminRole[];
  /** Where "back" goes: the viewer's own dashboard. */
  homePath: string;
};

/** What a role sees on an admin page that is not for it (the server refuses the data anyway). */
export function ForbiddenResult({ allowed, homePath }: ForbiddenResultProps) {
  const navigate = useNavigate();
  const names = allowed.map((role) => ADMIN_ROLE_LABELS[role]).join(', ');
  return (
    <LazyResult
      status="403"
      title="Không có quyền truy cập"
      subTitle={`Trang này chỉ dành cho tài khoản ${names}. Tài khoản của bạn không thể sử dụng chức năng này.`}
      extra={
        <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => void navigate(homePath)}>
          Về trang tổng quan
        </Button>
      }
    />
  );
}
