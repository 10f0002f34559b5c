import {
  CalendarIcon,
  CloseIcon,
  DownIcon,
  FireFilledIcon,
  MedicineBoxIcon,
  MenuIcon,
  ShoppingIcon,
  UserIcon,
} from '@/components/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_TABS, paths } from '@/config/paths';
import { useAppSelector } from '@/lib/store';
import { Logo } from '@/components/logo';
import { useDrawerDialog } from '@/components/use-drawer-dialog';
import { useGetCategoryTreeQuery } from '@/lib/catalog-api';
import styles from './mobile-menu.module.css';

/**
 * The menu of small screens: a drawer with the category tree as an accordion (level 0 opens to its
 * level-1 headings and level-2 links) and the shop's main links. Closes on navigation, Escape or a
 * tap outside. A modal dialog named by its title: opening it moves the focus to its close button, Tab stays
 * inside it, and closing it (other than by navigating) puts the focus back on the menu button.
 */
export function MobileMenu() {
  const { isOpen, open, closeToTrigger, keepFocusInside, trigger, close, drawer, titleId } =
    useDrawerDialog();
  const [expanded, setExpanded] = useState<string | null>(null);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const { data: tree, isLoading, isError } = useGetCategoryTreeQuery();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label="Mở menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
      >
        <MenuIcon />
      </button>
      {isOpen && (
        <div className={styles.overlay} onClick={closeToTrigger}>
          <div
            ref={drawer}
            className={styles.drawer}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onClick={(event) => event.stopPropagation()}
            onKeyDown={keepFocusInside}
          >
            <div className={styles.head}>
              <Logo size={30} />
              <button
                ref={close}
                type="button"
                className={styles.close}
                aria-label="Đóng menu"
                onClick={closeToTrigger}
              >
                <CloseIcon />
              </button>
            </div>
            <div className={styles.body}>
              <h2 id={titleId} className={styles.title}>
                Danh mục sản phẩm
              </h2>
              {isLoading && <p className={styles.note}>Đang tải danh mục...</p>}
              {isError && <p className={styles.note}>Không tải được danh mục, vui lòng thử lại sau.</p>}
              <ul className={styles.tree}>
                {tree?.map((node) => {
                  const isExpanded = expanded === node._id;
                  const panelId = `${titleId}-${node._id}`;
                  return (
                    <li key={node._id} className={styles.node}>
                      {node.children.length > 0 ? (
                        <button
                          type="button"
                          className={styles.rootButton}
                          aria-expanded={isExpanded}
                          aria-controls={panelId}
                          onClick={() => setExpanded(isExpanded ? null : node._id)}
                        >
                          {node.name}
                          <DownIcon
                            className={isExpanded ? styles.caretOpen : styles.caret}
                            aria-hidden="true"
                          />
                        </button>
                      ) : (
                        <Link to={paths.shop.category.getHref(node.slug)} className={styles.rootButton}>
                          {node.name}
                        </Link>
                      )}
                      {isExpanded && (
                        <div id={panelId} className={styles.children}>
                          <Link to={paths.shop.category.getHref(node.slug)} className={styles.allLink}>
                            Tất cả {node.name}
                          </Link>
                          {node.children.map((group) => (
                            <div key={group._id} className={styles.group}>
                              <Link to={paths.shop.category.getHref(group.slug)} className={styles.heading}>
                                {group.name}
                              </Link>
                              {group.children.length > 0 && (
                                <div className={styles.leaves}>
                                  {group.children.map((leaf) => (
                                    <Link
                                      key={leaf._id}
                                      to={paths.shop.category.getHref(leaf.slug)}
                                      className={styles.leaf}
                                    >
                                      {leaf.name}
                                    </Link>
                                  ))}
                                </div>
                              )}
                            </div>
                          ))}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
              <div className={styles.links}>
                <Link to={paths.shop.promotions.getHref()} className={`${styles.link} ${styles.linkPromo}`}>
                  <FireFilledIcon /> Khuyến mãi đang diễn ra
                </Link>
                <Link to={paths.shop.cart.getHref()} className={styles.link}>
                  <ShoppingIcon /> Giỏ hàng
                </Link>
                <Link
                  to={
                    isAuthenticated
                      ? paths.shop.account.getHref({ tab: ACCOUNT_TABS.profile })
                      : paths.shop.auth.getHref()
                  }
                  className={styles.link}
                >
                  <UserIcon /> {isAuthenticated ? 'Tài khoản của tôi' : 'Đăng nhập / Đăng ký'}
                </Link>
                <Link to={paths.booking.home.getHref()} className={styles.link}>
                  <CalendarIcon /> Đặt lịch khám
                </Link>
                <Link to={paths.booking.doctorOwner.getHref()} className={styles.link}>
                  <MedicineBoxIcon /> Dành cho bác sĩ
                </Link>
              </div>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
