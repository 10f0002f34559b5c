import { useId } from 'react';
import { Link } from 'react-router';
import {
  INGREDIENT_FLAG_LABELS,
  SKIN_CONCERN_LABELS,
  SKIN_TYPE_LABELS,
  type SkinConcern,
  type SkinType,
} from '@lumi/shared';
import { SKIN_RECORD_HREF } from '@/components/product/skin-warning';
import type { SkinMatch } from '../hooks/use-skin-match';
import { SKIN_MATCH_LABEL } from '../utils/filter-options';
import type { SkinFilterParams } from '../utils/listing-params';
import { CheckList, Section } from './filter-controls';
import styles from './catalog.module.css';

type SkinMatchSectionProps = {
  skin: SkinMatch;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
};

/** The switch's hint, and the way to the skin record when the switch cannot be used yet. */
function SkinMatchHint({ skin, isOn }: { skin: SkinMatch; isOn: boolean }) {
  if (skin.isLoading) return <>Đang tải hồ sơ da...</>;
  if (skin.isAvailable) {
    const names = skin.avoid.map((entry) => INGREDIENT_FLAG_LABELS[entry.flag]).join(', ');
    return isOn ? (
      <>Đang ẩn sản phẩm chứa: {names}.</>
    ) : (
      <>Ẩn sản phẩm chứa thành phần hồ sơ da của bạn cần tránh ({names}).</>
    );
  }
  if (skin.isSignedIn && skin.hasProfile) {
    return (
      <>
        Hồ sơ da của bạn chưa có thành phần nào cần tránh.{' '}
        <Link to={SKIN_RECORD_HREF} className={styles.switchLink}>
          Xem hồ sơ da
        </Link>
      </>
    );
  }
  return (
    <>
      {skin.isSignedIn
        ? 'Làm trắc nghiệm da để chỉ xem sản phẩm hợp với bạn.'
        : 'Đăng nhập và làm trắc nghiệm da để chỉ xem sản phẩm hợp với bạn.'}{' '}
      <Link to={SKIN_RECORD_HREF} className={styles.switchLink}>
        Làm trắc nghiệm da
      </Link>
    </>
  );
}

/**
 * 'Phù hợp với da tôi' (issue 32): a native switch that hides the products holding what the customer's skin record
 * avoids. Off and disabled, with the way to the quiz, for a visitor or a customer whose record avoids nothing.
 */
export function SkinMatchSection({ skin, isOn, onChange }: SkinMatchSectionProps) {
  const hintId = useId();
  return (
    <Section title="Làn da của bạn">
      <label className={styles.switchRow}>
        <span>{SKIN_MATCH_LABEL}</span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={isOn}
          disabled={!skin.isAvailable}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
      <p id={hintId} className={styles.switchHint}>
        <SkinMatchHint skin={skin} isOn={isOn} />
      </p>
    </Section>
  );
}

export type SkinFilterGroupsProps = {
  skinTypes: readonly SkinType[];
  concerns: readonly SkinConcern[];
  params: SkinFilterParams;
  onChange: (change: Partial<SkinFilterParams>) => void;
};

/** 'Loại da' and 'Vấn đề da': checkboxes of the types and concerns offered (a section only when it has some). */
export function SkinFilterGroups({ skinTypes, concerns, params, onChange }: SkinFilterGroupsProps) {
  return (
    <>
      {skinTypes.length > 0 ? (
        <Section title="Loại da">
          <CheckList
            noun="Loại da"
            items={skinTypes.map((type) => ({ value: type, label: SKIN_TYPE_LABELS[type] }))}
            selected={params.skinTypes}
            onChange={(values) => onChange({ skinTypes: values as SkinType[] })}
          />
        </Section>
      ) : null}
      {concerns.length > 0 ? (
        <Section title="Vấn đề da">
          <CheckList
            noun="Vấn đề da"
            items={concerns.map((concern) => ({ value: concern, label: SKIN_CONCERN_LABELS[concern] }))}
            selected={params.concerns}
            onChange={(values) => onChange({ concerns: values as SkinConcern[] })}
          />
        </Section>
      ) : null}
    </>
  );
}
