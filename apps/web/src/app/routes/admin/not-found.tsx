import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { UI_TEXT } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { selectAdmin } from '@/lib/auth-slice';
import { getAdminHomePath } from '@/features/admin';

/** An unknown `/admin/*` path, inside the admin frame: the way back is the admin's own dashboard. */
export default function AdminNotFoundPage() {
  const admin = useAppSelector(selectAdmin);
  const navigate = useNavigate();
  if (!admin) return null;
  return (
    <>
      <PageTitle title="Không tìm thấy trang" admin />
      <Result
        status="404"
        title={UI_TEXT.adminNotFoundTitle}
        subTitle={UI_TEXT.adminNotFoundBody}
        extra={
          <Button
            type="primary"
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(getAdminHomePath(admin.role))}
          >
            {UI_TEXT.adminNotFoundButton}
          </Button>
        }
      />
    </>
  );
}
