import { useSearchParams } from 'react-router';
import { RequireUser } from '@/app/guards';
import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { Breadcrumb, PageHead, ShopPage } from '@/components/shop-page';
import { ACCOUNT_TABS } from '@/config/paths';
import { AccountSidebar, ProfileForm, accountStyles as styles } from '@/features/account';
import { useUserLogout } from '@/hooks/use-logout';
import { MyOrders } from '@/features/orders';

function AccountScreen() {
  const user = useAppSelector((state) => state.auth.userInfo);
  const [params, setParams] = useSearchParams();
  const logout = useUserLogout();
  // Any value other than a known tab shows the profile.
  const tab = params.get('tab') === ACCOUNT_TABS.orders ? ACCOUNT_TABS.orders : ACCOUNT_TABS.profile;

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

/** `/account?tab=profile` — the customer's account (login required). */
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
