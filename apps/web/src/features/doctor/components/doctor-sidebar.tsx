import { ArrowLeftOutlined, LogoutOutlined, ProfileOutlined } from '@ant-design/icons';
import { Avatar, Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import type { Doctor } from '@lumi/shared';
import { paths } from '@/config/paths';
import styles from './doctor.module.css';

export const DOCTOR_TABS = { profile: 'profile' } as const;

type DoctorSidebarProps = { doctor: Doctor; activeTab: string; onLogout: () => void };

/** The doctor page's sidebar: who is signed in, the sections, logout and the way back to the shop. */
export function DoctorSidebar({ doctor, activeTab, onLogout }: DoctorSidebarProps) {
  const items: MenuProps['items'] = [
    { key: DOCTOR_TABS.profile, icon: <ProfileOutlined />, label: 'Thông tin chung' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
  ];
  return (
    <aside className={styles.side}>
      <div className={styles.sideHead}>
        <Avatar
          size={88}
          src={doctor.avatar?.url}
          className={styles.sideAvatar}
          alt={`Ảnh đại diện của ${doctor.name}`}
        >
          {doctor.avatar ? null : doctor.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <div className={styles.sideName}>{doctor.name}</div>
        <div className={styles.sideEmail}>{doctor.email}</div>
      </div>
      <Menu
        className={styles.menu}
        mode="inline"
        selectedKeys={[activeTab]}
        items={items}
        onClick={({ key }) => {
          if (key === 'logout') onLogout();
        }}
      />
      <Link to={paths.shop.home.getHref()} className={styles.sideBack}>
        <ArrowLeftOutlined /> Quay lại trang khách hàng
      </Link>
    </aside>
  );
}
