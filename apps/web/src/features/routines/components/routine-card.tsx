import { ShoppingCartOutlined } from '@ant-design/icons';
import { Avatar, Button, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, titledDoctorName, type Routine } from '@lumi/shared';
import { PriceTag } from '@/components/product';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { cartStore } from '@/lib/storage';
import { useGetRoutineQuery, type RoutineViewer } from '../api/routines-api';
import { addedToCartMessage, isInStock, planRoutineCart, skippedMessage } from '../utils/routine-cart';
import styles from './routines.module.css';

type RoutineCardProps = {
  /** The routine, already read (a booking's list), or its id (a chat message's card). */
  routine?: Routine;
  routineId?: string;
  /** The customer may put it in the cart; the doctor sees what they sent. */
  viewer: RoutineViewer;
  /** A smaller card inside a chat bubble. */
  compact?: boolean;
};

/** A doctor-recommended routine: its steps with the shop's current prices, and the whole of it into the cart. */
export function RoutineCard({ routine, routineId, viewer, compact = false }: RoutineCardProps) {
  const query = useGetRoutineQuery(
    { id: routineId ?? '', as: viewer },
    { skip: routine !== undefined || !routineId },
  );
  const shown = routine ?? query.data;
  const className = compact ? `${styles.card} ${styles.compact}` : `${styles.card}`;

  if (!shown) {
    if (query.isError)
      return (
        <div className={className} role="alert">
          Không thể tải liệu trình.
        </div>
      );
    return (
      <div className={className} aria-busy="true">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return <RoutineView routine={shown} viewer={viewer} className={className} />;
}

function RoutineView({
  routine,
  viewer,
  className,
}: {
  routine: Routine;
  viewer: RoutineViewer;
  className: string;
}) {
  const headingId = `routine-${routine._id}`;
  const plan = planRoutineCart(routine);

  const addAll = () => {
    for (const line of plan.lines) cartStore.add(line);
    if (plan.lines.length > 0) notify.success(addedToCartMessage(plan.lines.length));
    if (plan.skipped.length > 0) notify.warning(skippedMessage(plan.skipped));
  };

  return (
    <section className={className} aria-labelledby={headingId}>
      <header className={styles.head}>
        <Avatar src={routine.doctor.avatar.url} alt="" size={40} />
        <div>
          <h3 id={headingId} className={styles.title}>
            {routine.title}
          </h3>
          <div className={styles.muted}>
            Gợi ý bởi {titledDoctorName(routine.doctor.name)} · {formatDateTime(routine.createdAt)}
          </div>
        </div>
      </header>
      {routine.note && <p className={styles.note}>{routine.note}</p>}
      <ol className={styles.items} aria-label="Các bước của liệu trình">
        {routine.items.map((item, index) => {
          const inStock = isInStock(item);
          const name =
            viewer === 'user' && item.product.slug && item.product.isAvailable ? (
              <Link to={paths.shop.productDetail.getHref(item.product.slug)}>{item.product.name}</Link>
            ) : (
              item.product.name
            );
          return (
            <li key={item._id} className={styles.item}>
              <span className={styles.step} aria-hidden="true">
                {index + 1}
              </span>
              {item.product.image ? (
                <img src={item.product.image} alt="" className={styles.thumb} loading="lazy" />
              ) : (
                <span className={styles.thumb} />
              )}
              <div className={styles.itemBody}>
                <div className={styles.itemName}>
                  {name}
                  {item.color && <span className={styles.muted}> · {item.color.name}</span>}
                </div>
                <div className={styles.itemMeta}>
                  <PriceTag finalPrice={item.product.finalPrice} price={item.product.price} size="sm" />
                  <span>× {item.quantity}</span>
                  {!inStock && (
                    <Tag color="default">{item.product.isAvailable ? 'Hết hàng' : 'Ngừng bán'}</Tag>
                  )}
                </div>
                <div className={styles.usage}>
                  <span className={styles.muted}>Cách dùng: </span>
                  {item.usage}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <footer className={styles.foot}>
        <div>
          Tổng cộng: <strong className={styles.total}>{formatVnd(routine.total)}</strong>
        </div>
        {viewer === 'user' && (
          <Button
            type="primary"
            icon={<ShoppingCartOutlined />}
            onClick={addAll}
            disabled={plan.lines.length === 0}
          >
            Thêm cả liệu trình vào giỏ
          </Button>
        )}
      </footer>
    </section>
  );
}
