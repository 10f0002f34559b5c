import { CheckOutlined, MailOutlined, PhoneOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Drawer, Result, Skeleton } from 'antd';
import { formatDateTime, type Contact } from '@lumi/shared';
import { isApiError } from '@/lib/errors';
import { useGetContactQuery } from '../api/admin-contacts-api';
import { ContactStatusTag } from './contact-status-tag';
import styles from './admin-contacts.module.css';

type ContactDrawerProps = {
  /** The request of `?contact=<id>`; undefined: closed. */
  contactId: string | undefined;
  busy: boolean;
  onSetHandled: (contact: Contact, handled: boolean) => void;
  onClose: () => void;
};

/** `?contact=<id>`: one partnership request in full, and the button that marks it handled (or back to new). */
export function ContactDrawer({ contactId, busy, onSetHandled, onClose }: ContactDrawerProps) {
  const query = useGetContactQuery(contactId ?? '', { skip: contactId === undefined });
  const contact = query.currentData;
  const notFound = isApiError(query.error) && query.error.status === 404;

  return (
    <Drawer
      open={contactId !== undefined}
      onClose={onClose}
      title={contact ? contact.clinicName : 'Liên hệ hợp tác'}
      size="min(640px, 100vw)"
      destroyOnHidden
    >
      {contact ? (
        <ContactDetail contact={contact} busy={busy} onSetHandled={onSetHandled} />
      ) : query.isError ? (
        <Result
          status={notFound ? '404' : 'warning'}
          title={notFound ? 'Không tìm thấy liên hệ hợp tác' : 'Không thể tải liên hệ hợp tác'}
          subTitle={isApiError(query.error) ? query.error.message : undefined}
          extra={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              Thử lại
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}

function ContactDetail({
  contact,
  busy,
  onSetHandled,
}: {
  contact: Contact;
  busy: boolean;
  onSetHandled: (contact: Contact, handled: boolean) => void;
}) {
  return (
    <div className={styles.detail}>
      <div className={styles.head}>
        <ContactStatusTag contact={contact} />
        <span className={styles.secondary}>Gửi lúc {formatDateTime(contact.createdAt)}</span>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>Người liên hệ</dt>
          <dd>{contact.contactName}</dd>
        </div>
        <div>
          <dt>Số điện thoại</dt>
          <dd>
            <a href={`tel:${contact.phone}`}>
              <PhoneOutlined /> {contact.phone}
            </a>
          </dd>
        </div>
        <div className={styles.factWide}>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>
              <MailOutlined /> {contact.email}
            </a>
          </dd>
        </div>
        <div className={styles.factWide}>
          <dt>Địa chỉ phòng khám</dt>
          <dd>{contact.address ?? '—'}</dd>
        </div>
      </dl>

      <section aria-label="Nội dung liên hệ">
        <div className={styles.label}>Nội dung</div>
        <p className={styles.content}>{contact.content}</p>
      </section>

      {contact.handled && contact.handledAt && (
        <p className={styles.handled}>
          Đã xử lý lúc {formatDateTime(contact.handledAt)}
          {contact.handledBy ? ` bởi ${contact.handledBy.name}` : ' (tài khoản đã bị xóa)'}
        </p>
      )}

      <div className={styles.drawerActions}>
        {contact.handled ? (
          <Button icon={<UndoOutlined />} loading={busy} onClick={() => onSetHandled(contact, false)}>
            Đánh dấu chưa xử lý
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={busy}
            onClick={() => onSetHandled(contact, true)}
          >
            Đánh dấu đã xử lý
          </Button>
        )}
      </div>
    </div>
  );
}
