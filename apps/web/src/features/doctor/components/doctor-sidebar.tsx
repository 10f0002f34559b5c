import {
  ArrowLeftOutlined,
  BarChartOutlined,
  CalendarOutlined,
  LogoutOutlined,
  MessageOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Avatar, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Doctor } from '@lumi/shared';
import { paths } from '@/config/paths';
import styles from './doctor.module.css';

/** The sections of `/doctor-owner?tab=…` (reference §5.8); 'statistics' is the default. */
export const DOCTOR_TABS = {
  statistics: 'statistics',
  bookings: 'bookings',
  /** Conversations with customers (issue 12). */
  messages: 'messages',
  schedules: 'schedules',
  profile: 'profile',
  reviews: 'reviews',
} as const;
export type DoctorTab = (typeof DOCTOR_TABS)[keyof typeof DOCTOR_TABS];

/** The tab named by the address, or the default. */
export function doctorTabOf(raw: string | null): DoctorTab {
  return (Object.values(DOCTOR_TABS) as string[]).includes(raw ?? '')
    ? (raw as DoctorTab)
    : DOCTOR_TABS.statistics;
}

type DoctorSidebarProps = {
  doctor: Doctor;
  activeTab: DoctorTab;
  onSelectTab: (tab: DoctorTab) => void;
  onLogout: () => void;
  /** The doctor's notification bell, handed over by the route. */
  notifications?: ReactNode;
  /** The unread count shown after 'Tin nhắn', handed over by the route. */
  messagesBadge?: ReactNode;
};

/**
 * The doctor page's sidebar: who is signed in, the bell, the sections, logout and the way back to the shop. On a
 * narrow screen it becomes a bar above the content with the sections in one scrolling row.
 */
export function DoctorSidebar({
  doctor,
  activeTab,
  onSelectTab,
  onLogout,
  notifications,
  messagesBadge,
}: DoctorSidebarProps) {
  const items: MenuProps['items'] = [
    { key: DOCTOR_TABS.statistics, icon: <BarChartOutlined />, label: 'Thống kê' },
    { key: DOCTOR_TABS.bookings, icon: <CalendarOutlined />, label: 'Lịch khám' },
    {
      key: DOCTOR_TABS.messages,
      icon: <MessageOutlined />,
      label: (
        <>
          Tin nhắn
          {messagesBadge}
        </>
      ),
    },
    { key: DOCTOR_TABS.schedules, icon: <ScheduleOutlined />, label: 'Lịch làm việc' },
    { key: DOCTOR_TABS.profile, icon: <ProfileOutlined />, label: 'Thông tin chung' },
    { key: DOCTOR_TABS.reviews, icon: <StarOutlined />, label: 'Đánh giá' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
  ];
  return (
    <aside className={styles.side}>
      <div className={styles.sideHead}>
        {notifications && <div className={styles.sideBell}>{notifications}</div>}
        <Avatar
          size={88}
          src={doctor.avatar?.url}
          className={styles.sideAvatar}
          alt={`Ảnh đại diện của ${doctor.name}`}
        >
          {doctor.avatar ? null : doctor.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <div className={styles.sideWho}>
          <div className={styles.sideName}>{doctor.name}</div>
          <div className={styles.sideEmail}>{doctor.email}</div>
        </div>
      </div>
      <nav aria-label="Quản lý bác sĩ">
        <Menu
          className={styles.menu}
          mode="inline"
          selectedKeys={[activeTab]}
          items={items}
          onClick={({ key }) => {
            if (key === 'logout') onLogout();
            else onSelectTab(key as DoctorTab);
          }}
        />
      </nav>
      <Link to={paths.shop.home.getHref()} className={styles.sideBack}>
        <ArrowLeftOutlined /> Quay lại trang khách hàng
      </Link>
    </aside>
  );
}
