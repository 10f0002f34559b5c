import { App } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DIRECTORY_TEXT, type Contact, type ContactStatusFilter } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListSelectFilter } from '@/components/admin-list/list-select-filter';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import { readId } from '@/lib/list-query';
import { useListContactsQuery, useUpdateContactMutation } from '../api/admin-contacts-api';
import { CONTACT_PARAM, STATUS_OPTIONS, contactsQuery, toContactsRequest } from '../utils/contacts-query';
import { ContactDrawer } from './contact-drawer';
import { ContactsTable } from './contacts-table';
import styles from './admin-contacts.module.css';

type StatusChoice = ContactStatusFilter | 'all';
const STATUS_CHOICES: { value: StatusChoice; label: string }[] = [
  { value: 'all', label: 'Tất cả' },
  ...STATUS_OPTIONS,
];

/**
 * `/admin/contacts` (ADMIN): the partnership requests of the public form, newest first, search and status in the
 * address, `?contact=<id>` opens one in a drawer, and each can be marked handled (who and when are recorded).
 */
export function ContactsManager() {
  const list = useAdminList(contactsQuery);
  const { filters, changeFilters } = list;
  const query = useListContactsQuery(toContactsRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });
  const [updateContact] = useUpdateContactMutation();
  const { busyIds, run } = useBusyRows();
  const { message } = App.useApp();

  const [searchParams, setSearchParams] = useSearchParams();
  const openId = readId(searchParams.get(CONTACT_PARAM));
  const setOpenId = useCallback(
    (id: string | undefined) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(CONTACT_PARAM, id);
          else next.delete(CONTACT_PARAM);
          return next;
        },
        { replace: id === undefined },
      ),
    [setSearchParams],
  );

  // A refusal is shown by the API layer with the server's message.
  const onSetHandled = (contact: Contact, handled: boolean) =>
    run(contact._id, async () => {
      const result = await updateContact({ id: contact._id, body: { handled } }).unwrap();
      void message.success(
        result.message ?? (handled ? DIRECTORY_TEXT.contactHandled : DIRECTORY_TEXT.contactReopened),
      );
    });

  return (
    <ListCard className={styles.card}>
      <ListToolbar>
        <ListSearchInput
          className={styles.search}
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Tìm theo phòng khám, người liên hệ, email hoặc số điện thoại"
          aria-label="Tìm liên hệ hợp tác"
        />
        <ListSelectFilter<StatusChoice>
          className={styles.statusSelect}
          value={filters.status ?? 'all'}
          options={STATUS_CHOICES}
          onChange={(status) => changeFilters({ status: status === 'all' ? undefined : status })}
          placeholder="Trạng thái"
          aria-label="Lọc theo trạng thái"
          required
          width={170}
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách liên hệ hợp tác." />
      <ContactsTable
        contacts={data?.items ?? []}
        pagination={data?.pagination}
        page={filters.page}
        pageSize={filters.pageSize}
        loading={query.isFetching}
        busyIds={busyIds}
        onPageChange={list.changePage}
        onOpen={(contact) => setOpenId(contact._id)}
        onSetHandled={(contact, handled) => void onSetHandled(contact, handled)}
      />
      <ContactDrawer
        contactId={openId}
        busy={openId !== undefined && busyIds.has(openId)}
        onSetHandled={(contact, handled) => void onSetHandled(contact, handled)}
        onClose={() => setOpenId(undefined)}
      />
    </ListCard>
  );
}
