import { App, Form, Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { CategoryNameSchema, SUCCESS, type CategoryNode } from '@lumi/shared';
import { FormModal } from '@/components/admin-list/form-modal';
import { rulesFrom } from '@/lib/form-rules';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../../api/admin-catalog-api';
import {
  CATEGORY_PATH_SEPARATOR,
  MAX_CATEGORY_LEVEL,
  allowedParentIds,
  findCategoryPath,
} from '../../utils/category-tree';

/** What the modal does: add at the top, add under a category, or edit (rename / move) one. */
export type CategoryModalState =
  | { open: false }
  | { open: true; mode: 'create'; parent: CategoryNode | null }
  | { open: true; mode: 'edit'; category: CategoryNode };

type CategoryFormValues = { name: string; parent: string };

/** The TreeSelect value that stands for 'no parent' (a top-level category). */
export const ROOT_VALUE = '__root__';

const nameRules = rulesFrom(CategoryNameSchema);

type ParentOption = {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
};

/** Possible parents: the top level, then every category of level 0 or 1 (a parent is never level 2). */
function parentOptions(tree: readonly CategoryNode[], allowed: ReadonlySet<string> | null): ParentOption[] {
  const walk = (nodes: readonly CategoryNode[]): ParentOption[] =>
    nodes
      .filter((node) => node.level < MAX_CATEGORY_LEVEL)
      .map((node) => {
        const children = walk(node.children);
        return {
          value: node._id,
          title: node.name,
          disabled: allowed ? !allowed.has(node._id) : false,
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return [{ value: ROOT_VALUE, title: 'Danh mục gốc (cấp 1)' }, ...walk(tree)];
}

/** Add a category (at the top or under another) or rename / move one. */
export function CategoryFormModal({
  state,
  tree,
  onClose,
}: {
  state: CategoryModalState;
  tree: readonly CategoryNode[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<CategoryFormValues>();
  const [create, createState] = useCreateCategoryMutation();
  const [update, updateState] = useUpdateCategoryMutation();
  const { message } = App.useApp();
  const saving = createState.isLoading || updateState.isLoading;
  const editing = state.open && state.mode === 'edit' ? state.category : null;

  const options = useMemo(
    () => parentOptions(tree, editing ? allowedParentIds(tree, editing) : null),
    [tree, editing],
  );

  const title = !state.open
    ? ''
    : state.mode === 'edit'
      ? 'Sửa danh mục'
      : state.parent
        ? 'Thêm danh mục con'
        : 'Thêm danh mục gốc';

  const parentPath =
    state.open && state.mode === 'create' && state.parent
      ? findCategoryPath(tree, state.parent._id)
          .map((node) => node.name)
          .join(CATEGORY_PATH_SEPARATOR)
      : null;

  const onSubmit = async (values: CategoryFormValues) => {
    const parent = values.parent === ROOT_VALUE ? null : values.parent;
    if (editing) {
      const body: { name?: string; parent?: string | null } = {};
      if (values.name.trim() !== editing.name) body.name = values.name.trim();
      if (parent !== editing.parent) body.parent = parent;
      if (Object.keys(body).length === 0) return;
      const result = await update({ id: editing._id, body }).unwrap();
      void message.success(result.message ?? SUCCESS.updated);
    } else {
      const result = await create({ name: values.name.trim(), parent }).unwrap();
      void message.success(result.message ?? SUCCESS.created);
    }
  };

  return (
    <FormModal<CategoryFormValues>
      form={form}
      open={state.open}
      subject={state}
      values={() =>
        state.open && state.mode === 'edit'
          ? { name: state.category.name, parent: state.category.parent ?? ROOT_VALUE }
          : { name: '', parent: (state.open ? state.parent?._id : undefined) ?? ROOT_VALUE }
      }
      title={title}
      okText={editing ? 'Lưu thay đổi' : 'Thêm danh mục'}
      saving={saving}
      width={520}
      onClose={onClose}
      onSubmit={onSubmit}
      fields={['name', 'parent']}
      codeFields={{
        CATEGORY_NAME_TAKEN: 'name',
        CATEGORY_PARENT_INVALID: 'parent',
        CATEGORY_HAS_PRODUCTS: 'parent',
      }}
      initialValues={{ name: '', parent: ROOT_VALUE }}
    >
      <Form.Item label="Tên danh mục" name="name" rules={nameRules}>
        <Input placeholder="vd: Kem chống nắng" maxLength={100} autoFocus />
      </Form.Item>
      {editing ? (
        <Form.Item
          label="Danh mục cha"
          name="parent"
          tooltip="Chuyển danh mục (cùng các danh mục con) sang vị trí khác; cây danh mục tối đa 3 cấp"
        >
          <TreeSelect<string>
            treeData={options}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder="Chọn danh mục cha"
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="parent" hidden>
            <Input />
          </Form.Item>
          <Form.Item label="Vị trí">
            <Input value={parentPath ?? 'Cấp gốc (cấp 1)'} disabled />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
