import { App, Form, Input, Modal, Rate } from 'antd';
import { useState } from 'react';
import {
  CreateReviewBodySchema,
  REVIEW_COMMENT_MAX,
  REVIEW_IMAGES_MAX,
  SUCCESS,
  type Image,
  type OrderLine,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { useCreateReviewMutation } from '../api/reviews-api';
import { PhotoTilesUpload } from '@/components/image-upload/photo-tiles-upload';
import styles from './reviews.module.css';

type ReviewFormValues = { rate?: number; comment?: string; images?: Image[] };

export const RATE_HINTS = ['Rất tệ', 'Tệ', 'Bình thường', 'Hài lòng', 'Rất hài lòng'];

const rateRules = rulesFrom(CreateReviewBodySchema.shape.rate);
const commentRules = rulesFrom(CreateReviewBodySchema.shape.comment);
const imagesRules = rulesFrom(CreateReviewBodySchema.shape.images);

type ReviewModalProps = {
  orderId: string;
  /** The delivered order's line being reviewed; `null` closes the modal. */
  line: OrderLine | null;
  onClose: () => void;
};

/** 'Đánh giá sản phẩm' for one line of a delivered order (api-contract §3.6 `POST /reviews`). */
export function ReviewModal({ orderId, line, onClose }: ReviewModalProps) {
  const [form] = Form.useForm<ReviewFormValues>();
  const [createReview, { isLoading }] = useCreateReviewMutation();
  const [isUploading, setUploading] = useState(false);
  const rate = Form.useWatch('rate', form);
  const { message } = App.useApp();

  const submit = async () => {
    if (!line) return;
    let values: ReviewFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    try {
      await createReview({
        order: orderId,
        product: line.productId,
        line: line._id,
        rate: values.rate ?? 0,
        comment: (values.comment ?? '').trim(),
        images: values.images ?? [],
      }).unwrap();
      void message.success(SUCCESS.reviewCreated);
      onClose();
    } catch {
      // The error toast shows the server's message (e.g. REVIEW_EXISTS).
    }
  };

  return (
    <Modal
      title="Đánh giá sản phẩm"
      open={line !== null}
      okText="Gửi đánh giá"
      cancelText="Hủy"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: isLoading, disabled: isUploading }}
      destroyOnHidden
    >
      {line && (
        <div className={styles.formProduct}>
          {line.image && <img src={line.image} alt="" width={56} height={56} />}
          <div>
            <div className={styles.formProductName}>{line.name}</div>
            {line.color && <div className={styles.rateLabel}>Màu: {line.color.name}</div>}
          </div>
        </div>
      )}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ images: [] }}>
        <Form.Item label="Mức độ hài lòng" required>
          <div className={styles.rateRow}>
            <Form.Item name="rate" rules={rateRules} noStyle>
              <Rate aria-label="Mức độ hài lòng" />
            </Form.Item>
            {rate ? <span className={styles.rateLabel}>{RATE_HINTS[rate - 1]}</span> : null}
          </div>
        </Form.Item>
        <Form.Item name="comment" label="Nhận xét" rules={commentRules}>
          <Input.TextArea
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            showCount
            placeholder="Hãy chia sẻ cảm nhận của bạn về sản phẩm"
          />
        </Form.Item>
        <Form.Item name="images" label={`Hình ảnh (tối đa ${REVIEW_IMAGES_MAX})`} rules={imagesRules}>
          <PhotoTilesUpload
            purpose="review"
            max={REVIEW_IMAGES_MAX}
            altPrefix="Ảnh đánh giá"
            testId="review-images-input"
            onBusyChange={setUploading}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
