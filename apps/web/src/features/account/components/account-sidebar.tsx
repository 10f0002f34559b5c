import {
  ExperimentOutlined,
  GiftOutlined,
  LogoutOutlined,
  ShoppingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Menu, Modal, type MenuProps } from 'antd';
import { formatDate, type User } from '@lumi/shared';
import styles from './account.module.css';

type AccountSidebarProps = {
  user: User;
  activeTab: string;
  onSelectTab: (tab: string) => void;
  onLogout: () => void;
};

/** Left column of /account: the customer's card and the menu. */
export function AccountSidebar({ user, activeTab, onSelectTab, onLogout }: AccountSidebarProps) {
  const [modal, contextHolder] = Modal.useModal();

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Tài khoản' },
    { key: 'orders', icon: <ShoppingOutlined />, label: 'Đơn hàng của tôi' },
    { key: 'points', icon: <GiftOutlined />, label: 'Điểm thưởng' },
    { key: 'skin', icon: <ExperimentOutlined />, label: 'Hồ sơ da' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      void modal.confirm({
        title: 'Đăng xuất khỏi Lumi?',
        content: 'Giỏ hàng trên thiết bị này sẽ được làm trống khi bạn đăng xuất.',
        okText: 'Đăng xuất',
        cancelText: 'Ở lại',
        okButtonProps: { danger: true },
        onOk: onLogout,
      });
      return;
    }
    onSelectTab(key);
  };

  return (
    <aside className={styles.side}>
      {contextHolder}
      <div className={styles.profileCard}>
        <Avatar
          size={100}
          src={user.avatar?.url}
          className={styles.sideAvatar}
          alt={`Ảnh đại diện của ${user.name}`}
        >
          {user.avatar ? null : user.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <div className={styles.sideName}>{user.name}</div>
        <div className={styles.sideEmail}>{user.email}</div>
        <span className={styles.sideSince}>Thành viên từ {formatDate(user.createdAt)}</span>
      </div>
      <Menu
        className={styles.menu}
        mode="inline"
        selectedKeys={[activeTab]}
        items={items}
        onClick={onClick}
      />
    </aside>
  );
}
