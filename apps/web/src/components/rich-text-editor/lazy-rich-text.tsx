import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const RichTextEditor = lazy(() =>
  import('@/components/rich-text-editor/rich-text-editor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

type LazyRichTextProps = {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  placeholder: string;
  /** The text area's accessible name, e.g. the field's label. */
  label: string;
  height?: number;
};

/** A rich text field (antd Form control) whose editor loads with the form, a placeholder of its height meanwhile. */
export function LazyRichText({ height = 220, ...props }: LazyRichTextProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
