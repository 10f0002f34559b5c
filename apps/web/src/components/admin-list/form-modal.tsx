import { Form, Modal, type FormInstance } from 'antd';
import { useHydrated } from '@/hooks/use-hydrated';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/errors';

/**
 * The fields a refusal is about: an error code that names one field (e.g. a name already taken), or
 * the 400 answer's own list, kept to the fields the form has.
 */
export function fieldErrorsOf<V>(
  failure: unknown,
  fields: readonly (keyof V & string)[],
  codeFields: Partial<Record<string, keyof V & string>> = {},
): { name: keyof V & string; errors: string[] }[] {
  if (!isApiError(failure)) return [];
  const named = codeFields[failure.code];
  if (named) return [{ name: named, errors: [failure.message] }];
  return (failure.errors ?? [])
    .map((issue) => ({ name: issue.path.split('.')[0] as keyof V & string, errors: [issue.message] }))
    .filter((field) => fields.includes(field.name));
}

type FormModalProps<V> = {
  form: FormInstance<V>;
  open: boolean;
  /** What the modal is opened for (null: a new one); the form is filled again when it changes. */
  subject: unknown;
  /** The values shown each time the modal opens. */
  values: () => Partial<V>;
  title: string;
  okText: string;
  saving: boolean;
  width: number;
  onClose: () => void;
  /** Saves; the modal closes when it resolves. */
  onSubmit: (values: V) => Promise<void>;
  /** The form's fields a refusal may point at, and the error codes that name one of them. */
  fields: readonly (keyof V & string)[];
  codeFields?: Partial<Record<string, keyof V & string>>;
  initialValues: Partial<V>;
  /** Escape may close the modal (default: always). */
  keyboard?: boolean;
  /** The form's name, prefixing its fields' ids: needed when two forms with the same field names share a page. */
  name?: string;
  className?: string;
  children: ReactNode;
};

/** An admin create / edit dialog: the form is reset on opening, and a refusal marks its fields. */
export function FormModal<V>({
  form,
  open,
  subject,
  values,
  title,
  okText,
  saving,
  width,
  onClose,
  onSubmit,
  fields,
  codeFields,
  initialValues,
  keyboard,
  name,
  className,
  children,
}: FormModalProps<V>) {
  const fill = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue(values() as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  });

  useEffect(() => {
    if (open) fill();
  }, [open, subject]);
  // The closed dialog keeps its form mounted (its instance connected) in the page's body: once the page is live only,
  // as a server-rendered screen's markup has no body portal to match (ADR 0041).
  const hydrated = useHydrated();

  const onFinish = async (submitted: V) => {
    try {
      await onSubmit(submitted);
      onClose();
    } catch (failure) {
      // The message is toasted by the API layer; also mark the fields it is about.
      const marked = fieldErrorsOf<V>(failure, fields, codeFields);
      if (marked.length > 0) form.setFields(marked as Parameters<FormInstance<V>['setFields']>[0]);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender={hydrated}
      width={width}
      mask={{ closable: !saving }}
      {...(keyboard === undefined ? {} : { keyboard })}
    >
      <Form<V>
        form={form}
        {...(name === undefined ? {} : { name })}
        layout="vertical"
        onFinish={(submitted) => void onFinish(submitted)}
        disabled={saving}
        className={className}
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  );
}
