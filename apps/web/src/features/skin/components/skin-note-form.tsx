import { Button, Checkbox, Form, Input } from 'antd';
import {
  CreateSkinNoteBodySchema,
  INGREDIENT_FLAG_LABELS,
  INGREDIENT_FLAGS,
  SKIN_MESSAGES,
  SKIN_NOTE_MAX,
  type IngredientFlag,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { notify } from '@/lib/notify';
import { useCreateSkinNoteMutation } from '@/lib/skin-api';
import styles from './skin.module.css';

type NoteValues = { text: string; avoid: IngredientFlag[] };

const FLAG_OPTIONS = INGREDIENT_FLAGS.map((flag) => ({ value: flag, label: INGREDIENT_FLAG_LABELS[flag] }));
const TEXT_RULES = rulesFrom(CreateSkinNoteBodySchema.shape.text);

/** The booking doctor's note on the patient's skin and the families to avoid (`POST /skin/notes`). */
export function SkinNoteForm({ bookingId }: { bookingId: string }) {
  const [form] = Form.useForm<NoteValues>();
  const [createNote, { isLoading }] = useCreateSkinNoteMutation();

  const submit = async (values: NoteValues) => {
    const result = await createNote({ bookingId, text: values.text, avoid: values.avoid ?? [] });
    if (!result.data) return;
    form.resetFields();
    notify.success(SKIN_MESSAGES.noteCreated);
  };

  return (
    <Form<NoteValues>
      form={form}
      layout="vertical"
      initialValues={{ text: '', avoid: [] }}
      onFinish={(values) => void submit(values)}
      requiredMark={false}
    >
      <Form.Item name="text" label="Ghi chú cho hồ sơ da" rules={TEXT_RULES}>
        <Input.TextArea
          rows={3}
          maxLength={SKIN_NOTE_MAX}
          showCount
          placeholder="Ví dụ: Tránh retinoid trong thời gian mang thai"
        />
      </Form.Item>
      <Form.Item name="avoid" label="Thành phần cần tránh">
        <Checkbox.Group
          className={styles.flags}
          options={FLAG_OPTIONS}
          role="group"
          aria-label="Thành phần cần tránh"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Lưu ghi chú
      </Button>
    </Form>
  );
}
