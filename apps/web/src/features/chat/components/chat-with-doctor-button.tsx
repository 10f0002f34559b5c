import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useListChatContactsQuery } from '../api/chat-api';
import { useChatMe } from '../hooks/use-chat-me';
import { chatWidget } from '../utils/chat-widget-store';

/**
 * 'Nhắn tin với bác sĩ' (a booking) or 'Liên hệ' (a doctor's page): opens the chat widget on that doctor's
 * conversation. Shown only to a signed-in customer who has a booking with the doctor (the doctor is one of
 * their chat contacts, api-contract §4.10).
 */
export function ChatWithDoctorButton({
  doctorId,
  label = 'Nhắn tin với bác sĩ',
}: {
  doctorId: string;
  label?: string;
}) {
  const myId = useChatMe('user');
  const { data } = useListChatContactsQuery({ type: 'doctor' }, { skip: !myId });
  const canChat = data?.some((item) => item.contact._id === doctorId) ?? false;
  if (!myId || !canChat) return null;
  return (
    <Button icon={<MessageOutlined />} onClick={() => chatWidget.openWith({ kind: 'doctor', id: doctorId })}>
      {label}
    </Button>
  );
}
