import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PROMOTION_STATUS_LABELS, formatDate, formatDateTime } from '@lumi/shared';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/errors';
import { useGetAdminPromotionQuery, type AdminPromotion } from '../../api/admin-catalog-api';
import { PROMOTION_STATUS_COLORS } from '../../utils/labels';
import { PromotionForm } from './promotion-form';
import styles from '../catalog.module.css';
import own from './promotion-form.module.css';

function Summary({ promotion }: { promotion: AdminPromotion }) {
  const sold = promotion.products.reduce((sum, item) => sum + item.usedQty, 0);
  return (
    <Card variant="borderless" className={styles.section} style={{ marginBottom: 20 }}>
      <div className={own.summary}>
        <h2 className={own.summaryTitle}>{promotion.name}</h2>
        <Tag color={PROMOTION_STATUS_COLORS[promotion.status]} variant="filled">
          {PROMOTION_STATUS_LABELS[promotion.status]}
        </Tag>
        <div className={own.summaryMeta}>
          <span>
            Thời gian: <b>{formatDate(promotion.startDate)}</b> – <b>{formatDate(promotion.endDate)}</b>
          </span>
          <span>
            Sản phẩm: <b>{promotion.products.length}</b>
          </span>
          <span>
            Đã bán với giá khuyến mãi: <b>{sold.toLocaleString('vi-VN')}</b>
          </span>
          <span>Cập nhật lúc {formatDateTime(promotion.updatedAt)}</span>
        </div>
      </div>
    </Card>
  );
}

/** `/admin/promotions/{id}`: the promotion's summary and the same form as creation, prefilled. */
export function PromotionDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetAdminPromotionQuery(id);
  const toList = () => void navigate(paths.admin.promotions.getHref());

  if (isLoading) {
    return (
      <Card variant="borderless" className={styles.section}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  if (isError || !data) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <Card variant="borderless" className={styles.section}>
        <Result
          status={notFound ? '404' : 'warning'}
          title={notFound ? 'Không tìm thấy khuyến mãi' : 'Không thể tải khuyến mãi'}
          subTitle={notFound ? 'Khuyến mãi có thể đã bị xóa.' : getErrorMessage(error)}
          extra={[
            <Button key="back" icon={<ArrowLeftOutlined />} onClick={toList}>
              Về danh sách khuyến mãi
            </Button>,
            notFound ? null : (
              <Button
                key="retry"
                type="primary"
                icon={<ReloadOutlined />}
                loading={isFetching}
                onClick={() => void refetch()}
              >
                Thử lại
              </Button>
            ),
          ]}
        />
      </Card>
    );
  }

  return (
    <>
      <Summary promotion={data} />
      <PromotionForm promotion={data} onSaved={() => undefined} onCancel={toList} />
    </>
  );
}
