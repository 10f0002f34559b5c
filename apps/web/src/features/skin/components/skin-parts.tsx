import { Alert, Tag } from 'antd';
import type { ReactNode } from 'react';
import {
  INGREDIENT_FLAG_LABELS,
  SKIN_CONCERN_LABELS,
  SKIN_TYPE_LABELS,
  type AvoidEntry,
  type IngredientFlag,
  type SkinProfile,
} from '@lumi/shared';
import styles from './skin.module.css';

/** Ingredient families as tags ('Hương liệu', 'Tinh dầu'). */
export function FlagTags({ flags }: { flags: readonly IngredientFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <div className={styles.tags}>
      {flags.map((flag) => (
        <Tag key={flag} color="orange">
          {INGREDIENT_FLAG_LABELS[flag]}
        </Tag>
      ))}
    </div>
  );
}

/** The quiz's skin type and concerns. */
export function SkinProfileFacts({ profile }: { profile: Pick<SkinProfile, 'skinType' | 'concerns'> }) {
  return (
    <dl className={styles.facts}>
      <dt>Loại da</dt>
      <dd className={styles.skinType}>{SKIN_TYPE_LABELS[profile.skinType]}</dd>
      <dt>Vấn đề da</dt>
      <dd>
        {profile.concerns.length > 0 ? (
          <div className={styles.tags}>
            {profile.concerns.map((concern) => (
              <Tag key={concern} color="magenta">
                {SKIN_CONCERN_LABELS[concern]}
              </Tag>
            ))}
          </div>
        ) : (
          'Không có vấn đề nổi bật'
        )}
      </dd>
    </dl>
  );
}

/** Why a dermatologist should see this skin, as a warning with an optional action. */
export function SeeDoctorAlert({
  reasons,
  title,
  action,
}: {
  reasons: readonly string[];
  title: string;
  action?: ReactNode;
}) {
  if (reasons.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      description={
        <>
          <ul className={styles.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          {action && <div className={styles.alertAction}>{action}</div>}
        </>
      }
    />
  );
}

/** Each family to avoid with every reason behind it ('Hồ sơ da: …', 'BS. …: …'). */
export function AvoidList({ entries, label }: { entries: readonly AvoidEntry[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.flag} className={styles.avoidItem}>
          <strong>{INGREDIENT_FLAG_LABELS[entry.flag]}</strong>
          <ul className={styles.reasons}>
            {entry.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
