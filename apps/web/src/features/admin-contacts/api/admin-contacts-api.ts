import type { Contact, ListContactsQuery, Pagination, UpdateContactBody } from '@lumi/shared';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';

export type AdminContactsPage = { items: Contact[]; pagination: Pagination };
export type ContactWriteResult = { contact: Contact; message: string | undefined };

const LIST = { type: 'Contact' as const, id: 'LIST' };
const byId = (id: string) => `/admin/contacts/${encodeURIComponent(id)}`;

/** The partnership requests of the public form (api-contract §4.11, ADR 0030): ADMIN reads them and marks them handled. */
export const adminContactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContacts: build.query<AdminContactsPage, Partial<ListContactsQuery>>({
      query: (params) => ({ url: '/admin/contacts', params }),
      transformResponse: (response: ListEnvelope<Contact>) => ({
        items: response.data,
        pagination: response.pagination,
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((contact) => ({ type: 'Contact' as const, id: contact._id })),
      ],
    }),
    getContact: build.query<Contact, string>({
      query: (id) => byId(id),
      transformResponse: pickData<Contact>,
      providesTags: (_result, _error, id) => [{ type: 'Contact', id }],
    }),
    /** `handled: true` records who and when (the first time counts); `false` puts it back among the new ones. */
    updateContact: build.mutation<ContactWriteResult, { id: string; body: UpdateContactBody }>({
      query: ({ id, body }) => ({ url: byId(id), method: 'PATCH', body }),
      transformResponse: (response: Envelope<Contact>) => ({
        contact: response.data,
        message: response.message,
      }),
      // The list too: a status filter may now leave the request out.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Contact', id }]),
    }),
  }),
});

export const { useListContactsQuery, useGetContactQuery, useUpdateContactMutation } = adminContactsApi;
