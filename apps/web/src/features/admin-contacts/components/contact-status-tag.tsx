import { Tag } from 'antd';
import type { Contact } from '@lumi/shared';
import { CONTACT_STATUS_LABELS } from '../utils/contacts-query';

/** 'Chưa xử lý' (orange) or 'Đã xử lý' (green). */
export function ContactStatusTag({ contact }: { contact: Pick<Contact, 'handled'> }) {
  return contact.handled ? (
    <Tag color="green">{CONTACT_STATUS_LABELS.handled}</Tag>
  ) : (
    <Tag color="orange">{CONTACT_STATUS_LABELS.new}</Tag>
  );
}
