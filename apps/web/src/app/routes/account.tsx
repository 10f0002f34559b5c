import { useSearchParams } from 'react-router';
import { RequireUser } from '@/app/guards';
import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { Breadcrumb, PageHead, ShopPage } from '@/components/shop-page';
import { ACCOUNT_TABS } from '@/config/paths';
import { AccountSidebar, ProfileForm, accountStyles as styles } from '@/features/account';
import { useUserLogout } from '@/hooks/use-logout';
import { MyOrders } from '@/features/orders';
import { LoyaltyPanel } from '@/features/loyalty';
import { SkinRecordTab } from '@/features/skin';

type AccountTab = (typeof ACCOUNT_TABS)[keyof typeof ACCOUNT_TABS];
const isAccountTab = (value: string | null): value is AccountTab =>
  (Object.values(ACCOUNT_TABS) as (string | null)[]).includes(value);

function AccountScreen() {
  const user = useAppSelector((state) => state.auth.userInfo);
  const [params, setParams] = useSearchParams();
  const logout = useUserLogout();
  // Any value other than a known tab shows the profile.
  const asked = params.get('tab');
  const tab: AccountTab = isAccountTab(asked) ? asked : ACCOUNT_TABS.profile;

  if (!user) return null;

  return (
    <ShopPage>
      <Breadcrumb items={[{ label: 'Tài khoản' }]} />
      <PageHead title="Tài khoản của tôi" />
      <div className={styles.layout}>
        <AccountSidebar
          user={user}
          activeTab={tab}
          onSelectTab={(next) => setParams({ tab: next }, { replace: true })}
          onLogout={logout}
        />
        {tab === ACCOUNT_TABS.orders ? (
          <section className={styles.panel} aria-labelledby="orders-title">
            <div className={styles.panelHead}>
              <h2 id="orders-title" className={styles.panelTitle}>
                Đơn hàng của tôi
              </h2>
              <p className={styles.panelText}>Theo dõi trạng thái và lịch sử các đơn hàng của bạn.</p>
            </div>
            <MyOrders />
          </section>
        ) : tab === ACCOUNT_TABS.points ? (
          <section className={styles.panel} aria-labelledby="points-title">
            <div className={styles.panelHead}>
              <h2 id="points-title" className={styles.panelTitle}>
                Điểm thưởng
              </h2>
              <p className={styles.panelText}>
                Tích điểm với mỗi đơn hàng được giao và dùng điểm để thanh toán các đơn sau.
              </p>
            </div>
            <LoyaltyPanel />
          </section>
        ) : tab === ACCOUNT_TABS.skin ? (
          <section className={styles.panel} aria-labelledby="skin-title">
            <div className={styles.panelHead}>
              <h2 id="skin-title" className={styles.panelTitle}>
                Hồ sơ da
              </h2>
              <p className={styles.panelText}>
                Kết quả trắc nghiệm da, ghi chú của bác sĩ và những thành phần bạn nên tránh, ở cùng một nơi.
              </p>
            </div>
            <SkinRecordTab />
          </section>
        ) : (
          <section className={styles.panel} aria-labelledby="profile-title">
            <div className={styles.panelHead}>
              <h2 id="profile-title" className={styles.panelTitle}>
                Thông tin người dùng
              </h2>
              <p className={styles.panelText}>Quản lý thông tin cá nhân và bảo mật tài khoản của bạn.</p>
            </div>
            <ProfileForm key={user.updatedAt} user={user} />
          </section>
        )}
      </div>
    </ShopPage>
  );
}

/** `/account?tab=profile|orders|points|skin` — the customer's account (login required). */
export default function AccountRoute() {
  return (
    <>
      <PageTitle title="Tài khoản" />
      <RequireUser>
        <AccountScreen />
      </RequireUser>
    </>
  );
}
