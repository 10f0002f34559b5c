import { useCallback } from 'react';
import { useJsonLd } from '@/lib/page-head';
import { paths } from '@/config/paths';

export type ItemListEntry = { name: string; slug: string; kind: 'clinic' | 'doctor' };

/** schema.org `ItemList` of the cards on screen (their pages' addresses, in order). */
export function ItemListJsonLd({ id, items }: { id: string; items: ItemListEntry[] }) {
  const key = JSON.stringify(items);
  const build = useCallback(
    (origin: string) => {
      const entries = JSON.parse(key) as ItemListEntry[];
      return {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: entries.length,
        itemListElement: entries.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.name,
          url: `${origin}${
            item.kind === 'clinic'
              ? paths.booking.clinicDetail.getHref(item.slug)
              : paths.booking.doctorDetail.getHref(item.slug)
          }`,
        })),
      };
    },
    [key],
  );
  useJsonLd(id, build);
  return null;
}
