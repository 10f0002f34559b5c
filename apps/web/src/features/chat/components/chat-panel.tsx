import { Button, Spin, Tabs } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatContact } from '@lumi/shared';
import { ThemeScope } from '@/components/theme-scope/theme-scope';
import { CloseIcon } from '@/components/icons';
import { clinicTheme, shopTheme } from '@/config/theme';
import { getErrorMessage } from '@/lib/errors';
import { useListChatContactsQuery, type ContactsArg } from '../api/chat-api';
import { chatWidget, useChatWidget, type ChatTone, type WidgetTarget } from '../utils/chat-widget-store';
import { ConversationItem } from './conversation-item';
import { ConversationView, type RenderRoutine } from './conversation-view';
import styles from './chat.module.css';

type ChatPanelProps = {
  tone: ChatTone;
  myId: string | null;
  onSignIn: () => void;
  renderRoutine?: RenderRoutine;
};

const TAB_LABELS: Record<ContactsArg['type'], string> = { support: 'Hỗ trợ', doctor: 'Bác sĩ' };

/**
 * The customer's chat panel: 'Hỗ trợ' (support staff) and 'Bác sĩ' (doctors the customer has booked), then one
 * conversation. A floating card on a wide screen, a full-screen sheet on a phone. Signed out, it asks to sign in.
 */
export default function ChatPanel({ tone, myId, onSignIn, renderRoutine }: ChatPanelProps) {
  const { tab, target } = useChatWidget();
  const panelRef = useRef<HTMLDivElement>(null);

  // Focus moves into the panel when it opens, and back to what opened it (else the chat button) when it closes
  // while focus was in it: a keyboard user carries on where they were (issue 25).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const active = document.activeElement;
      if (active && active !== document.body && !panel?.contains(active)) return;
      const back =
        opener && opener !== document.body && opener.isConnected && !panel?.contains(opener)
          ? opener
          : document.querySelector<HTMLElement>(`.${styles.launcher}`);
      back?.focus();
    };
  }, []);

  // Opening a conversation puts focus in its message box; the contact lists (on opening, or back from a
  // conversation) take it on the panel itself, the next Tab reaching their first control.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const box = target ? panel.querySelector<HTMLElement>('textarea:not(:disabled)') : null;
    (box ?? panel).focus({ preventScroll: true });
  }, [target]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') chatWidget.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  let body;
  if (!myId)
    body = (
      <div className={styles.signedOut}>
        <p>Vui lòng đăng nhập để bắt đầu trò chuyện với nhân viên hỗ trợ và bác sĩ.</p>
        <Button
          type="primary"
          onClick={() => {
            chatWidget.close();
            onSignIn();
          }}
        >
          Đăng nhập
        </Button>
      </div>
    );
  else if (target) body = <ContactConversation myId={myId} target={target} renderRoutine={renderRoutine} />;
  else
    body = (
      <>
        <Tabs
          className={styles.panelTabs}
          activeKey={tab}
          onChange={(key) => chatWidget.showTab(key as ContactsArg['type'])}
          items={(['support', 'doctor'] as const).map((key) => ({ key, label: TAB_LABELS[key] }))}
        />
        <ContactList type={tab} myId={myId} />
      </>
    );

  const subtitle = !myId
    ? 'Vui lòng đăng nhập để bắt đầu nhận hỗ trợ'
    : tab === 'doctor'
      ? 'Trò chuyện với bác sĩ bạn đã đặt lịch'
      : 'Chọn một nhân viên để bắt đầu nhận hỗ trợ';

  return (
    <ThemeScope theme={tone === 'shop' ? shopTheme : clinicTheme}>
      <div
        className={styles.panel}
        role="dialog"
        aria-label="Trò chuyện với Lumi"
        ref={panelRef}
        tabIndex={-1}
      >
        {!target && (
          <div className={styles.panelHead}>
            <div className={styles.panelTitle}>
              Lumi hỗ trợ
              <div className={styles.panelSub}>{subtitle}</div>
            </div>
            <button type="button" className={styles.panelClose} aria-label="Đóng" onClick={chatWidget.close}>
              <CloseIcon />
            </button>
          </div>
        )}
        <div className={styles.panelBody}>{body}</div>
      </div>
    </ThemeScope>
  );
}

function ContactList({ type, myId }: { type: ContactsArg['type']; myId: string }) {
  // `currentData`, not `data`: on switching tabs, the other tab's contacts are not shown under this one's name while
  // this one's load.
  const { currentData: data, isFetching, isError, error, refetch } = useListChatContactsQuery({ type });
  if (!data && isFetching)
    return (
      <div className={styles.listState}>
        <Spin />
      </div>
    );
  if (isError && !data)
    return (
      <div className={styles.listState} role="alert">
        {getErrorMessage(error)}{' '}
        <Button type="link" onClick={() => void refetch()}>
          Thử lại
        </Button>
      </div>
    );
  const contacts = data ?? [];
  if (contacts.length === 0)
    return (
      <div className={styles.listState}>
        {type === 'support'
          ? 'Hiện chưa có nhân viên hỗ trợ.'
          : 'Bạn chỉ có thể nhắn tin với bác sĩ mà bạn đã đặt lịch khám.'}
      </div>
    );
  return (
    <ul className={styles.list} aria-label={type === 'support' ? 'Nhân viên hỗ trợ' : 'Bác sĩ'}>
      {contacts.map((item: ChatContact) => (
        <ConversationItem
          key={item.contact._id}
          participant={item.contact}
          conversation={item.conversation}
          myId={myId}
          onSelect={() =>
            chatWidget.openWith({
              kind: item.contact.kind === 'doctor' ? 'doctor' : 'admin',
              id: item.contact._id,
            })
          }
        />
      ))}
    </ul>
  );
}

/** One contact's conversation, found in the contact lists (a doctor opened from a booking too). */
function ContactConversation({
  myId,
  target,
  renderRoutine,
}: {
  myId: string;
  target: WidgetTarget;
  renderRoutine?: RenderRoutine;
}) {
  const type = target.kind === 'doctor' ? 'doctor' : 'support';
  const { data, isLoading } = useListChatContactsQuery({ type });
  const contact = data?.find((item) => item.contact._id === target.id);
  if (!contact)
    return (
      <div className={styles.signedOut}>
        {isLoading ? (
          <Spin />
        ) : (
          <>
            <p>
              {target.kind === 'doctor'
                ? 'Bạn chỉ có thể nhắn tin với bác sĩ mà bạn đã đặt lịch khám.'
                : 'Nhân viên này hiện không nhận hỗ trợ.'}
            </p>
            <Button onClick={chatWidget.back}>Quay lại</Button>
          </>
        )}
      </div>
    );
  return (
    <ConversationView
      key={contact.contact._id}
      as="user"
      myId={myId}
      counterpart={contact.contact}
      conversation={contact.conversation}
      to={{ _id: contact.contact._id, kind: target.kind }}
      onBack={chatWidget.back}
      renderRoutine={renderRoutine}
      actions={<Button type="text" aria-label="Đóng" icon={<CloseIcon />} onClick={chatWidget.close} />}
    />
  );
}
