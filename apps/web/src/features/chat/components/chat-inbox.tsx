import { Button, Dropdown, Popconfirm } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_ROLE_LABELS, CHAT_FILTERS, type AdminRole, type Conversation } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import {
  useAssignConversationMutation,
  useListAssignableStaffQuery,
  useSetConversationStatusMutation,
  type ChatFilter,
} from '../api/chat-api';
import { cachedConversation, counterpartOf } from '../api/chat-cache';
import { useChatMe } from '../hooks/use-chat-me';
import { useChatSync } from '../hooks/use-chat-sync';
import { ConversationList } from './conversation-list';
import { ConversationView, type RenderRoutine } from './conversation-view';
import styles from './chat.module.css';

/** Address parameters of the inbox: the open conversation, the filter tab and the search. */
export const INBOX_PARAMS = { conversation: 'c', filter: 'filter', search: 'q' } as const;

const filterOf = (raw: string | null): ChatFilter =>
  (CHAT_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as ChatFilter) : 'all';

type ChatInboxProps = {
  as: 'admin' | 'doctor';
  /** The staff member's role: ADMIN and SUPPORT may hand conversations to each other. */
  role?: AdminRole;
  renderRoutine?: RenderRoutine;
  /** More actions in the open conversation's header (the doctor's 'recommend a routine', features/routines). */
  renderActions?: (conversation: Conversation) => ReactNode;
};

/**
 * The support inbox (`/admin/messages`) and the doctor's 'Tin nhắn' tab: the conversation list on the left, the
 * open conversation on the right (on a phone, one after the other). The selection, the filter and the search
 * live in the address (`?c=<id>&filter=unread&q=…`).
 */
export function ChatInbox({ as, role, renderRoutine, renderActions }: ChatInboxProps) {
  const myId = useChatMe(as);
  useChatSync(as, myId);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(INBOX_PARAMS.conversation);
  const filter = filterOf(params.get(INBOX_PARAMS.filter));
  const search = params.get(INBOX_PARAMS.search) ?? '';
  // The conversation stays open even when it leaves the filtered list (read, in 'Chưa đọc').
  const [kept, setKept] = useState<Conversation | null>(null);
  const fromLists = useAppSelector((state) =>
    selectedId ? cachedConversation(state, as, selectedId) : undefined,
  );
  const selected = fromLists ?? (kept?._id === selectedId ? kept : null);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  if (!myId) return null;

  const select = (conversation: Conversation) => {
    setKept(conversation);
    update({ [INBOX_PARAMS.conversation]: conversation._id });
  };

  return (
    <div
      className={`${styles.inbox} ${styles[as === 'admin' ? 'admin' : 'clinic']} ${selected ? styles.hasSelection : styles.noSelection}`}
    >
      <ConversationList
        as={as}
        myId={myId}
        filter={filter}
        search={search}
        onFilter={(next) => update({ [INBOX_PARAMS.filter]: next === 'all' ? null : next })}
        onSearch={(next) => update({ [INBOX_PARAMS.search]: next || null })}
        selectedId={selectedId}
        onSelect={select}
      />
      <div className={styles.inboxMain}>
        {selected ? (
          <ConversationView
            key={selected._id}
            as={as}
            myId={myId}
            counterpart={counterpartOf(selected, myId)}
            conversation={selected}
            renderRoutine={renderRoutine}
            canReplyWhenClosed={as !== 'admin'}
            onBack={() => update({ [INBOX_PARAMS.conversation]: null })}
            isBackPhoneOnly
            actions={
              (renderActions || as === 'admin') && (
                <>
                  {renderActions?.(selected)}
                  {as === 'admin' && (
                    <StaffActions
                      conversation={selected}
                      myId={myId}
                      canAssign={role === 'ADMIN' || role === 'SUPPORT'}
                      onAssigned={() => update({ [INBOX_PARAMS.conversation]: null })}
                      onChanged={setKept}
                    />
                  )}
                </>
              )
            }
          />
        ) : (
          <div className={styles.inboxEmpty}>Chọn một cuộc trò chuyện để bắt đầu</div>
        )}
      </div>
    </div>
  );
}

/**
 * 'Chuyển cho…' (to another active ADMIN or SUPPORT account, from GET /chat/staff) and 'Đóng cuộc trò chuyện' /
 * 'Mở lại'.
 */
function StaffActions({
  conversation,
  myId,
  canAssign,
  onAssigned,
  onChanged,
}: {
  conversation: Conversation;
  myId: string;
  canAssign: boolean;
  onAssigned: () => void;
  onChanged: (conversation: Conversation) => void;
}) {
  const { data: staff = [], isFetching } = useListAssignableStaffQuery(undefined, { skip: !canAssign });
  const [assign, assignState] = useAssignConversationMutation();
  const [setStatus, statusState] = useSetConversationStatusMutation();
  const others = staff.filter((account) => account._id !== myId && account._id !== conversation.receiver._id);

  const toggle = async () => {
    const result = await setStatus({ id: conversation._id, isActive: !conversation.isActive });
    if ('data' in result && result.data) onChanged({ ...result.data, unreadCount: conversation.unreadCount });
  };

  return (
    <>
      {canAssign && (
        <Dropdown
          trigger={['click']}
          menu={{
            items:
              others.length > 0
                ? others.map((account) => ({
                    key: account._id,
                    label: `${account.name} (${account.role ? ADMIN_ROLE_LABELS[account.role] : 'Hỗ trợ'})`,
                  }))
                : [{ key: 'none', label: 'Không có nhân viên khác', disabled: true }],
            onClick: ({ key }) => {
              void assign({ id: conversation._id, adminId: key }).then((result) => {
                if ('data' in result) onAssigned();
              });
            },
          }}
        >
          <Button size="small" loading={assignState.isLoading || isFetching}>
            Chuyển cho…
          </Button>
        </Dropdown>
      )}
      {conversation.isActive ? (
        <Popconfirm
          title="Đóng cuộc trò chuyện này?"
          okText="Đóng"
          cancelText="Hủy"
          onConfirm={() => void toggle()}
        >
          <Button size="small" danger loading={statusState.isLoading}>
            Đóng cuộc trò chuyện
          </Button>
        </Popconfirm>
      ) : (
        <Button size="small" loading={statusState.isLoading} onClick={() => void toggle()}>
          Mở lại
        </Button>
      )}
    </>
  );
}
