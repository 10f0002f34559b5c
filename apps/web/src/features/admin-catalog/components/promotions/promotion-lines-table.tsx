import { DeleteOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Form, InputNumber, Table, Tooltip, type TableProps } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { PromotionProductInputSchema, formatVnd, type PromotionCandidate } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { enrichLine, linePreview, type PromotionLine } from '../../utils/promotion-form';
import { blockedReason, blockingPromotion, type PeriodDays } from '../../utils/promotion-overlap';
import { MoneyInput } from '../money-input';
import styles from '../catalog.module.css';
import own from './promotion-form.module.css';

const shape = PromotionProductInputSchema.shape;
const percentRules = rulesFrom(shape.discountPercentage);
const capRules = rulesFrom(shape.maxDiscountAmount, { optional: true });
const qtyRules = rulesFrom(shape.maxQty, { optional: true });

/** A saved line cannot offer fewer promotional units than were already sold (the server's rule). */
function soldRule(used: number) {
  return {
    validator: async (_rule: unknown, value: number | null | undefined) => {
      if (typeof value === 'number' && value < used)
        throw new Error(`Số lượng khuyến mãi không được nhỏ hơn số đã bán (${used})`);
    },
  };
}

/** The live preview of one line: price during the promotion and the margin against the cost. */
type Known = ReadonlyMap<string, PromotionCandidate>;

function PreviewCell({ index }: { index: number }) {
  const line = Form.useWatch<PromotionLine | undefined>(['lines', index], { preserve: true });
  if (!line) return null;
  const preview = linePreview(line);
  return (
    <div>
      <div className={styles.priceSale}>{formatVnd(preview.unitPrice)}</div>
      {preview.discount > 0 && (
        <div className={styles.secondary}>
          <span className={styles.priceOld}>{formatVnd(line.price)}</span> · -{formatVnd(preview.discount)}
        </div>
      )}
    </div>
  );
}

function MarginCell({ index, known }: { index: number; known: Known }) {
  const watched = Form.useWatch<PromotionLine | undefined>(['lines', index], { preserve: true });
  if (!watched) return null;
  const line = enrichLine(watched, known);
  const preview = linePreview(line);
  if (!preview.margin) {
    return (
      <Tooltip title="Giá nhập sẽ hiện khi sản phẩm xuất hiện trong danh sách chọn phía trên">
        <span className={styles.muted}>Chưa rõ giá nhập</span>
      </Tooltip>
    );
  }
  const below = preview.belowCost;
  return (
    <div className={below ? own.belowCost : own.margin}>
      <div>
        {below && <WarningFilled />} {formatVnd(preview.margin.amount)}
      </div>
      <div className={own.marginDetail}>
        {preview.margin.percent.toLocaleString('vi-VN')}% · giá nhập {formatVnd(line.cost ?? 0)}
      </div>
      {below && <div className={own.belowCostNote}>Thấp hơn giá nhập</div>}
    </div>
  );
}

type PromotionLinesTableProps = {
  fields: FormListFieldData[];
  lines: PromotionLine[];
  conflicts: ReadonlyMap<string, string>;
  /** The chosen days: a line whose product is known to be in another promotion then is warned about. */
  period: PeriodDays | null;
  editingPromotionId?: string;
  /** Products the picker has shown, by id. */
  known: Known;
  onRemove: (index: number) => void;
  disabled?: boolean;
};

/**
 * The chosen products with their terms: percentage (1–100), optional cap per unit, optional number of
 * units at the promotional price, the live price and margin; a product the server refused is marked.
 */
export function PromotionLinesTable({
  fields,
  lines,
  conflicts,
  period,
  editingPromotionId,
  known,
  onRemove,
  disabled,
}: PromotionLinesTableProps) {
  /** The server's refusal first; otherwise what the picker knows about the product's other promotions. */
  const problemOf = (line: PromotionLine): string | null => {
    const refused = conflicts.get(line.productId);
    if (refused) return refused;
    const blocking = blockingPromotion(enrichLine(line, known), period, editingPromotionId);
    return blocking ? blockedReason(blocking) : null;
  };

  const columns: TableProps<FormListFieldData>['columns'] = [
    {
      title: 'Sản phẩm',
      key: 'product',
      render: (_value, field) => {
        const line = lines[field.name];
        if (!line) return null;
        const conflict = problemOf(line);
        return (
          <div style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
            {line.image ? (
              <img className={styles.thumb} src={line.image} alt={line.name} loading="lazy" />
            ) : null}
            <div style={{ minWidth: 0 }}>
              <div className={styles.productName}>{line.name}</div>
              <div className={styles.productMeta}>{line.brand}</div>
              {conflict && (
                <div className={own.conflict} role="alert">
                  <WarningFilled /> {conflict}
                </div>
              )}
            </div>
          </div>
        );
      },
    },
    {
      title: 'Giảm (%)',
      key: 'discountPercentage',
      width: 100,
      render: (_value, field) => (
        <Form.Item name={[field.name, 'discountPercentage']} rules={percentRules} className={own.cell}>
          <InputNumber<number>
            controls={false}
            min={1}
            max={100}
            precision={0}
            suffix="%"
            style={{ width: '100%' }}
            aria-label={`Phần trăm giảm của ${lines[field.name]?.name ?? ''}`}
          />
        </Form.Item>
      ),
    },
    {
      title: (
        <Tooltip title="Số tiền giảm tối đa cho mỗi sản phẩm; để trống nếu không giới hạn">
          <span>Giảm tối đa</span>
        </Tooltip>
      ),
      key: 'maxDiscountAmount',
      width: 156,
      render: (_value, field) => (
        <Form.Item name={[field.name, 'maxDiscountAmount']} rules={capRules} className={own.cell}>
          <MoneyInput
            min={1}
            placeholder="Không giới hạn"
            aria-label={`Mức giảm tối đa của ${lines[field.name]?.name ?? ''}`}
          />
        </Form.Item>
      ),
    },
    {
      title: (
        <Tooltip title="Số sản phẩm được bán với giá khuyến mãi; để trống nếu không giới hạn">
          <span>SL khuyến mãi</span>
        </Tooltip>
      ),
      key: 'maxQty',
      width: 150,
      render: (_value, field) => {
        const used = lines[field.name]?.usedQty ?? 0;
        return (
          <Form.Item
            name={[field.name, 'maxQty']}
            rules={used > 0 ? [...qtyRules, soldRule(used)] : qtyRules}
            className={own.cell}
            extra={used > 0 ? `Đã bán ${used}` : undefined}
          >
            <InputNumber<number>
              controls={false}
              min={1}
              precision={0}
              placeholder="Không giới hạn"
              style={{ width: '100%' }}
              aria-label={`Số lượng khuyến mãi của ${lines[field.name]?.name ?? ''}`}
            />
          </Form.Item>
        );
      },
    },
    {
      title: 'Giá khuyến mãi',
      key: 'preview',
      width: 140,
      render: (_value, field) => <PreviewCell index={field.name} />,
    },
    {
      title: 'Lợi nhuận / SP',
      key: 'margin',
      width: 180,
      render: (_value, field) => <MarginCell index={field.name} known={known} />,
    },
    {
      title: '',
      key: 'remove',
      width: 52,
      align: 'center',
      render: (_value, field) => (
        <Tooltip title="Bỏ khỏi khuyến mãi">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onRemove(field.name)}
            disabled={disabled}
            aria-label={`Bỏ ${lines[field.name]?.name ?? 'sản phẩm'} khỏi khuyến mãi`}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<FormListFieldData>
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={fields}
      // Every line stays mounted, so each one is validated before saving.
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 980 }}
      rowClassName={(field) => {
        const line = lines[field.name];
        return line && problemOf(line) ? (own.conflictRow ?? '') : '';
      }}
      locale={{ emptyText: 'Chưa chọn sản phẩm nào — chọn ở danh sách phía trên' }}
    />
  );
}
