import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/store';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import styles from './clinic-chrome.module.css';

/** The booking area's sky-blue header: 'Lumi Clinic', and the way back to the shop. */
export function ClinicHeader() {
  const doctor = useAppSelector((state) => state.auth.doctorInfo);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo variant="clinic" light to={paths.booking.doctorOwner.getHref()} />
        <span className={styles.tagline}>Phòng khám da liễu liên kết cùng Lumi</span>
        <div className={styles.actions}>
          {doctor && (
            <span className={styles.who}>
              <Avatar
                size={32}
                src={doctor.avatar?.url}
                icon={doctor.avatar ? undefined : <UserOutlined />}
                className={styles.whoAvatar}
              />
              <span className={styles.whoName}>{doctor.name}</span>
            </span>
          )}
          <Link to={paths.shop.home.getHref()} className={styles.backLink}>
            <ShopOutlined /> Trang mua sắm Lumi
          </Link>
        </div>
      </div>
    </header>
  );
}
