import type { ReactNode } from 'react';
import { StarFilledIcon } from '@/components/icons';

const STAR = '⭐';

/** The label as words, the star read 'sao' ('Trên 4.5 sao'): for names given to assistive technology. */
export function starText(label: string): string {
  return label.split(STAR).join('sao');
}

/**
 * A rating label as the API writes it ('Trên 4.5 ⭐', api-contract §3) with the star drawn by the app's icon: the
 * emoji is an empty box where no emoji font is installed (issue 24). The icon is named 'sao' for assistive
 * technology.
 */
export function starLabel(label: string): ReactNode {
  const parts = label.split(STAR);
  if (parts.length === 1) return label;
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && (
            <>
              <StarFilledIcon style={{ color: '#f59e0b', verticalAlign: '-0.125em' }} />
              <span className="visually-hidden">sao</span>
            </>
          )}
          {part}
        </span>
      ))}
    </>
  );
}
