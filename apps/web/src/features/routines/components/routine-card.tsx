import { ReloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Avatar, Button, Skeleton, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  formatDateTime,
  formatLocalDate,
  formatVnd,
  titledDoctorName,
  refillDue,
  routineEnded,
  toLocalDate,
  type Routine,
  type RoutineItem,
} from '@lumi/shared';
import { PriceTag } from '@/components/product';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { cartStore } from '@/lib/storage';
import { useGetRoutineQuery, type RoutineViewer } from '../api/routines-api';
import { addedToCartMessage, isInStock, planRoutineCart, skippedMessage } from '../utils/routine-cart';
import { usageAmountsText } from '../utils/routine-usage';
import styles from './routines.module.css';

type RoutineCardProps = {
  /** The routine, already read (a booking's list), or its id (a chat message's card). */
  routine?: Routine;
  routineId?: string;
  /** The customer may put it in the cart; the doctor sees what they sent. */
  viewer: RoutineViewer;
  /** A smaller card inside a chat bubble. */
  compact?: boolean;
  /**
   * The doctor's page (the booking detail knows it): the follow-up visit at the routine's end is booked there.
   * Without it (a chat message's card) the link searches the doctors by name.
   */
  doctorSlug?: string;
};

/** A doctor-recommended routine: its steps with the shop's current prices, and the whole of it into the cart. */
export function RoutineCard({ routine, routineId, viewer, compact = false, doctorSlug }: RoutineCardProps) {
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
  return <RoutineView routine={shown} viewer={viewer} className={className} doctorSlug={doctorSlug} />;
}

/** Puts the lines in the cart as 'Thêm cả liệu trình vào giỏ' does; says what was added and what was left out. */
function addToCart(items: Pick<Routine, 'items'>): number {
  const plan = planRoutineCart(items);
  for (const line of plan.lines) cartStore.add(line);
  if (plan.lines.length > 0) notify.success(addedToCartMessage(plan.lines.length));
  if (plan.skipped.length > 0) notify.warning(skippedMessage(plan.skipped));
  return plan.lines.length;
}

function RoutineView({
  routine,
  viewer,
  className,
  doctorSlug,
}: {
  routine: Routine;
  viewer: RoutineViewer;
  className: string;
  doctorSlug: string | undefined;
}) {
  const navigate = useNavigate();
  const headingId = `routine-${routine._id}`;
  const plan = planRoutineCart(routine);
  // Reminders and the routine's end are told by the local (Asia/Ho_Chi_Minh) day, as the server's are.
  const today = toLocalDate(new Date());
  const ended = routine.endsOn !== null && routineEnded(routine.endsOn, today);
  const followUpHref = doctorSlug
    ? paths.booking.doctorDetail.getHref(doctorSlug)
    : paths.booking.doctors.getHref({ search: routine.doctor.name });

  const addAll = () => {
    addToCart(routine);
  };

  /** 'Mua lại': this one item into the cart, then the cart (one tap). */
  const rebuy = (item: RoutineItem) => {
    if (addToCart({ items: [item] }) > 0) void navigate(paths.shop.cart.getHref());
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
      <PurchaseProgress bought={routine.purchase.bought} total={routine.purchase.total} />
      {routine.endsOn && <div className={styles.muted}>Liệu trình đến {formatLocalDate(routine.endsOn)}</div>}
      {ended && viewer === 'user' && (
        <div className={styles.followUp} role="note">
          <span>Liệu trình đã kết thúc — </span>
          <Link to={followUpHref} className={styles.followUpLink}>
            Đặt lịch tái khám
          </Link>
        </div>
      )}
      {ended && viewer === 'doctor' && <div className={styles.muted}>Liệu trình đã kết thúc</div>}
      <ol className={styles.items} aria-label="Các bước của liệu trình">
        {routine.items.map((item, index) => {
          const inStock = isInStock(item);
          const amounts = usageAmountsText(item);
          const due = item.refill !== null && refillDue(item.refill, today);
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
                  {item.bought && <Tag color="success">Đã mua</Tag>}
                  {due && <Tag color="warning">Sắp hết</Tag>}
                </div>
                <div className={styles.usage}>
                  <span className={styles.muted}>Cách dùng: </span>
                  {item.usage}
                </div>
                {amounts && <div className={styles.muted}>{amounts}</div>}
                {item.refill && (
                  <div className={due ? styles.refillDue : styles.refill}>
                    <span>Dự kiến hết: {formatLocalDate(item.refill.runsOutOn)}</span>
                    {due && viewer === 'user' && (
                      <Button
                        size="small"
                        type="primary"
                        icon={<ReloadOutlined />}
                        onClick={() => rebuy(item)}
                        disabled={!inStock}
                        aria-label={`Mua lại ${item.product.name}`}
                      >
                        Mua lại
                      </Button>
                    )}
                  </div>
                )}
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

/** 'Đã mua 1/2 sản phẩm' with a small bar. */
function PurchaseProgress({ bought, total }: { bought: number; total: number }) {
  if (total <= 0) return null;
  const percent = Math.min(100, Math.round((bought * 100) / total));
  const text = `Đã mua ${bought}/${total} sản phẩm`;
  return (
    <div className={styles.purchase}>
      <span>{text}</span>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={bought}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
