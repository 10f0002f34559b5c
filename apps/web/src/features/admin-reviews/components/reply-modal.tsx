import { App, Button, Form, Input, Modal, Popconfirm, Rate } from 'antd';
import { REVIEW_REPLY_MAX, SUCCESS, UpdateReviewBodySchema, type Review } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { useUpdateAdminReviewMutation } from '../api/admin-reviews-api';
import styles from './admin-reviews.module.css';

/** The reply text itself (the body also allows `null` = remove, and leaving it out). */
const replyRules = rulesFrom(UpdateReviewBodySchema.shape.reply.unwrap().unwrap());

type ReplyModalProps = {
  /** The review answered; `null` closes the modal. */
  review: Review | null;
  onClose: () => void;
};

/** ADMIN writes, edits or removes the shop's reply under a review ('Phản hồi từ Lumi'). */
export function ReplyModal({ review, onClose }: ReplyModalProps) {
  const [form] = Form.useForm<{ reply: string }>();
  const [updateReview, { isLoading }] = useUpdateAdminReviewMutation();
  const { message } = App.useApp();

  const save = async (reply: string | null) => {
    if (!review) return;
    try {
      await updateReview({ review, body: { reply } }).unwrap();
      void message.success(reply === null ? 'Đã xóa phản hồi' : SUCCESS.reviewUpdated);
      onClose();
    } catch {
      // The error toast shows the server's message.
    }
  };

  const submit = async () => {
    let values: { reply: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await save(values.reply.trim());
  };

  const footer = [
    review?.reply ? (
      <Popconfirm
        key="remove"
        title="Xóa phản hồi này?"
        okText="Xóa"
        cancelText="Hủy"
        okButtonProps={{ danger: true }}
        onConfirm={() => save(null)}
      >
        <Button danger disabled={isLoading}>
          Xóa phản hồi
        </Button>
      </Popconfirm>
    ) : null,
    <Button key="cancel" onClick={onClose}>
      Hủy
    </Button>,
    <Button key="save" type="primary" loading={isLoading} onClick={() => void submit()}>
      Lưu phản hồi
    </Button>,
  ];

  return (
    <Modal
      title={review?.reply ? 'Sửa phản hồi' : 'Phản hồi đánh giá'}
      open={review !== null}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      {review && (
        <>
          <div className={styles.secondary}>
            {review.user.name} · {review.product.name}
          </div>
          <Rate disabled value={review.rate} style={{ fontSize: 14 }} />
          <p className={styles.quote}>{review.comment}</p>
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ reply: review.reply?.content ?? '' }}
          >
            <Form.Item name="reply" label="Nội dung phản hồi" rules={replyRules}>
              <Input.TextArea
                rows={4}
                maxLength={REVIEW_REPLY_MAX}
                showCount
                placeholder="Cảm ơn bạn đã tin dùng sản phẩm của Lumi…"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
