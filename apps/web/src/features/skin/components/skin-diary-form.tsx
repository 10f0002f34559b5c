import { LockOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Form, Input, Modal, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  CreateDiaryEntryBodySchema,
  SKIN_DIARY_NOTE_MAX,
  SKIN_DIARY_PHOTOS_MAX,
  SKIN_DIARY_PRODUCTS_MAX,
  SKIN_MESSAGES,
  toLocalDate,
  type CreateDiaryEntryBody,
  type DiaryProductSuggestion,
  type Image,
} from '@lumi/shared';
import { PhotoTilesUpload } from '@/components/image-upload/photo-tiles-upload';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useAddDiaryEntryMutation, useGetDiaryProductsQuery } from '@/lib/skin-api';
import styles from './skin.module.css';

type DiaryValues = { date: string; note?: string; photos: Image[]; productIds: string[] };
type FieldName = keyof DiaryValues;

const FIELDS: readonly FieldName[] = ['date', 'note', 'photos', 'productIds'];
const DATE_FORMAT = 'DD/MM/YYYY';
const SOURCE_LABELS: Record<DiaryProductSuggestion['source'], string> = {
  order: 'Đã mua gần đây',
  routine: 'Liệu trình bác sĩ gợi ý',
};

export const DIARY_PRIVACY =
  'Nhật ký chỉ bạn xem được. Vị trí và thông tin máy ảnh trong ảnh được xóa khi tải lên. Bạn chọn chia sẻ với bác sĩ theo từng lịch khám.';

/** The issues of a body (the shared schema's, or the server's `errors`) under their fields; the first of each. */
function fieldErrors(issues: { path: readonly PropertyKey[]; message: string }[]) {
  const seen = new Set<FieldName>();
  return issues.flatMap((issue) => {
    const name = FIELDS.find((field) => field === String(issue.path[0]));
    if (!name || seen.has(name)) return [];
    seen.add(name);
    return [{ name, errors: [issue.message] }];
  });
}

/** 'Thêm nhật ký': a dialog (the whole screen on a phone) holding the day's form. */
export function DiaryEntryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      title="Thêm nhật ký da"
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={600}
      className={styles.diaryModal}
    >
      <DiaryEntryBody onClose={onClose} />
    </Modal>
  );
}

/** The form once the products in use are known, so that they start ticked. */
function DiaryEntryBody({ onClose }: { onClose: () => void }) {
  const { data, isLoading } = useGetDiaryProductsQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <DiaryEntryForm suggestions={data ?? []} onClose={onClose} />;
}

/**
 * A day of the skin diary (`POST /skin/diary`): the date (today by default, never later), a note, up to 4 photos
 * (uploaded at once for the diary, shown from the picked files since the server never serves them back) and the
 * products in use, those of recent deliveries and routines ticked. A note or a photo is needed.
 */
function DiaryEntryForm({
  suggestions,
  onClose,
}: {
  suggestions: readonly DiaryProductSuggestion[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<DiaryValues>();
  const [addEntry, { isLoading }] = useAddDiaryEntryMutation();
  const [isUploading, setUploading] = useState(false);
  const [today] = useState(() => toLocalDate(Date.now()));
  const [initialValues] = useState<DiaryValues>(() => ({
    date: today,
    note: '',
    photos: [],
    productIds: suggestions.slice(0, SKIN_DIARY_PRODUCTS_MAX).map((product) => product._id),
  }));
  const picked: string[] = Form.useWatch('productIds', form) ?? initialValues.productIds;
  const isFull = picked.length >= SKIN_DIARY_PRODUCTS_MAX;

  const submit = async (values: DiaryValues) => {
    const body: CreateDiaryEntryBody = {
      date: values.date,
      note: values.note?.trim() ?? '',
      photos: values.photos ?? [],
      productIds: values.productIds ?? [],
    };
    const parsed = CreateDiaryEntryBodySchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues));
      return;
    }
    try {
      await addEntry(body).unwrap();
      notify.success(SKIN_MESSAGES.diaryCreated);
      onClose();
    } catch (error) {
      // The API layer shows the server's message; a field it names shows it under that field too.
      if (isApiError(error) && error.errors)
        form.setFields(
          fieldErrors(error.errors.map((e) => ({ path: e.path.split('.'), message: e.message }))),
        );
    }
  };

  return (
    <Form<DiaryValues>
      form={form}
      layout="vertical"
      preserve={false}
      requiredMark={false}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      // 'A note or a photo' is shown under the note: a photo added answers it too.
      onValuesChange={(changed: Partial<DiaryValues>) => {
        if (changed.photos?.length) form.setFields([{ name: 'note', errors: [] }]);
      }}
      className={styles.diaryForm}
    >
      <Form.Item
        name="date"
        label="Ngày"
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
        normalize={(value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined)}
      >
        <DatePicker
          format={DATE_FORMAT}
          allowClear={false}
          inputReadOnly
          disabledDate={(day) => day.format('YYYY-MM-DD') > today}
          className={styles.diaryDate}
        />
      </Form.Item>
      <Form.Item name="note" label="Ghi chú">
        <Input.TextArea
          rows={4}
          maxLength={SKIN_DIARY_NOTE_MAX}
          showCount
          placeholder="Da hôm nay thế nào? Ví dụ: mụn ở cằm đã xẹp, da hơi khô sau khi rửa mặt"
        />
      </Form.Item>
      <Form.Item name="photos" label={`Ảnh (tối đa ${SKIN_DIARY_PHOTOS_MAX})`}>
        <PhotoTilesUpload
          purpose="diary"
          max={SKIN_DIARY_PHOTOS_MAX}
          altPrefix="Ảnh nhật ký"
          advice="Chụp cùng góc và ánh sáng để dễ so sánh"
          previewFromFile
          testId="diary-photos-input"
          onBusyChange={setUploading}
        />
      </Form.Item>
      {suggestions.length > 0 ? (
        <Form.Item
          name="productIds"
          label="Sản phẩm đang dùng"
          extra={`Đã chọn ${picked.length}/${SKIN_DIARY_PRODUCTS_MAX} sản phẩm`}
        >
          <Checkbox.Group className={styles.productOptions} role="group" aria-label="Sản phẩm đang dùng">
            {suggestions.map((product) => (
              <Checkbox
                key={product._id}
                value={product._id}
                disabled={isFull && !picked.includes(product._id)}
                className={styles.productOption}
              >
                <span className={styles.productOptionBody}>
                  {product.mainImage ? (
                    <img src={product.mainImage.url} alt="" width={36} height={36} loading="lazy" />
                  ) : (
                    <span className={styles.productOptionImage} aria-hidden="true" />
                  )}
                  <span className={styles.productOptionText}>
                    <span>{product.name}</span>
                    <span className={styles.noteMeta}>{SOURCE_LABELS[product.source]}</span>
                  </span>
                </span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      ) : (
        <div className={styles.block}>
          <h4 className={styles.subTitle}>Sản phẩm đang dùng</h4>
          <p className={styles.muted}>
            Chưa có sản phẩm nào. Sản phẩm từ đơn hàng đã giao gần đây và liệu trình bác sĩ gợi ý sẽ hiện ở
            đây.
          </p>
        </div>
      )}
      <p className={styles.privacy}>
        <LockOutlined aria-hidden="true" /> {DIARY_PRIVACY}
      </p>
      <div className={styles.formActions}>
        <Button onClick={onClose}>Hủy</Button>
        <Button type="primary" htmlType="submit" loading={isLoading} disabled={isUploading}>
          Lưu nhật ký
        </Button>
      </div>
    </Form>
  );
}
