import { createIcon } from '@/components/icons';
import { useListChatContactsQuery } from '../api/chat-api';
import { useChatMe } from '../hooks/use-chat-me';
import { chatWidget } from '../utils/chat-widget-store';
import styles from './chat-with-doctor-button.module.css';

const MessageIcon = createIcon('MessageIcon', <path d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5" />);

/**
 * 'Nhắn tin với bác sĩ' (a booking) or 'Liên hệ' (a doctor's page): opens the chat widget on that doctor's
 * conversation. Shown only to a signed-in customer who has a booking with the doctor (the doctor is one of
 * their chat contacts, api-contract §4.10). A plain button: the doctor's page renders no antd (issue 26).
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
    <button
      type="button"
      className={styles.button}
      onClick={() => chatWidget.openWith({ kind: 'doctor', id: doctorId })}
    >
      <MessageIcon />
      {label}
    </button>
  );
}
