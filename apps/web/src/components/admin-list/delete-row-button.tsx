import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

type DeleteRowButtonProps = {
  /** The confirmation's title and question, e.g. 'Xóa thương hiệu' / 'Xóa thương hiệu "X"?'. */
  title: string;
  description: ReactNode;
  onConfirm: () => unknown;
  /** The row's deletion is being saved. */
  loading: boolean;
  'aria-label': string;
};

/** A list row's red bin, asking before it deletes. */
export function DeleteRowButton({ title, description, onConfirm, loading, ...rest }: DeleteRowButtonProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Xóa"
      cancelText="Hủy"
      okButtonProps={{ danger: true }}
      placement="topRight"
      onConfirm={onConfirm}
    >
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        loading={loading}
        aria-label={rest['aria-label']}
        title="Xóa"
      />
    </Popconfirm>
  );
}
