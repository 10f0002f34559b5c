import { App, Form, Input } from 'antd';
import { CreateBrandBodySchema, SUCCESS, type Brand, type Image } from '@lumi/shared';
import { FormModal } from '@/components/admin-list/form-modal';
import { rulesFrom } from '@/lib/form-rules';
import { useCreateBrandMutation, useUpdateBrandMutation } from '../../api/admin-catalog-api';
import { IMAGE_HINT, ImageUpload } from '@/components/image-upload/image-upload';

type BrandFormValues = { name: string; logo: Image | null; description: string };

const shape = CreateBrandBodySchema.shape;
const nameRules = rulesFrom(shape.name);
const descriptionRules = rulesFrom(shape.description, { optional: true });

/** 'Thêm thương hiệu' / 'Sửa thương hiệu': name, logo and a short description. */
export function BrandFormModal({
  open,
  brand,
  onClose,
}: {
  open: boolean;
  brand: Brand | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<BrandFormValues>();
  const [create, createState] = useCreateBrandMutation();
  const [update, updateState] = useUpdateBrandMutation();
  const { message } = App.useApp();
  const saving = createState.isLoading || updateState.isLoading;

  const onSubmit = async (values: BrandFormValues) => {
    const body = { name: values.name.trim(), logo: values.logo, description: values.description.trim() };
    if (brand) {
      const result = await update({ id: brand._id, body }).unwrap();
      void message.success(result.message ?? SUCCESS.updated);
    } else {
      const result = await create(body).unwrap();
      void message.success(result.message ?? SUCCESS.created);
    }
  };

  return (
    <FormModal<BrandFormValues>
      form={form}
      open={open}
      subject={brand}
      values={() =>
        brand
          ? { name: brand.name, logo: brand.logo, description: brand.description }
          : { name: '', logo: null, description: '' }
      }
      title={brand ? 'Sửa thương hiệu' : 'Thêm thương hiệu'}
      okText={brand ? 'Lưu thay đổi' : 'Thêm thương hiệu'}
      saving={saving}
      width={560}
      onClose={onClose}
      onSubmit={onSubmit}
      fields={['name', 'logo', 'description']}
      codeFields={{ BRAND_NAME_TAKEN: 'name' }}
      initialValues={{ name: '', logo: null, description: '' }}
    >
      <Form.Item label="Logo" name="logo" extra={IMAGE_HINT}>
        <ImageUpload purpose="product" label="logo" width={160} height={100} contain />
      </Form.Item>
      <Form.Item label="Tên thương hiệu" name="name" rules={nameRules}>
        <Input placeholder="vd: La Roche-Posay" maxLength={100} />
      </Form.Item>
      <Form.Item label="Mô tả" name="description" rules={descriptionRules}>
        <Input.TextArea
          placeholder="Giới thiệu ngắn về thương hiệu (hiển thị trên trang thương hiệu)"
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={2000}
          showCount
        />
      </Form.Item>
    </FormModal>
  );
}
