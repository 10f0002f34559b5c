import {
  BoldOutlined,
  DownOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Dropdown, Input, Popover, Progress, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { UploadPurpose } from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { IMAGE_TYPES, uploadFile } from '@/lib/upload';
import { normaliseEditorHtml, normaliseLinkHref } from './editor-html';
import styles from './rich-text-editor.module.css';

export type RichTextEditorProps = {
  /** HTML (antd Form control). */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Purpose of images inserted into the text. */
  purpose?: UploadPurpose;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  id?: string;
  /** The text area's accessible name (the product form's 'Mô tả sản phẩm' unless told). */
  label?: string;
};

type BlockType = 'paragraph' | 'h2' | 'h3' | 'h4';

const BLOCK_OPTIONS: { value: BlockType; label: string }[] = [
  { value: 'paragraph', label: 'Đoạn văn' },
  { value: 'h2', label: 'Tiêu đề lớn' },
  { value: 'h3', label: 'Tiêu đề vừa' },
  { value: 'h4', label: 'Tiêu đề nhỏ' },
];

/**
 * The extensions produce only what the server's sanitiser keeps (api-contract §1.9): headings,
 * paragraphs, lists, bold / italic / underline / strike, links, block quotes, line breaks, and images
 * uploaded to our storage. Code, code blocks and rules are left out.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https'],
      HTMLAttributes: { rel: 'noopener nofollow', target: '_blank' },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

function ToolButton({
  title,
  active = false,
  disabled = false,
  onClick,
  children,
}: {
  title: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      <button
        type="button"
        className={`${styles.tool} ${active ? styles.toolActive : ''}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        disabled={disabled}
        aria-label={title}
        aria-pressed={active}
      >
        {children}
      </button>
    </Tooltip>
  );
}

function LinkPopover({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const isLink = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });

  const openWith = (next: boolean) => {
    if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setOpen(next);
  };

  const apply = () => {
    const url = normaliseLinkHref(href);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url === null) chain.unsetLink().run();
    else chain.setLink({ href: url }).run();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={openWith}
      trigger="click"
      title="Liên kết"
      content={
        <div className={styles.linkForm}>
          <Input
            autoFocus
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={apply}
            placeholder="https://…"
            aria-label="Địa chỉ liên kết"
          />
          <div className={styles.linkActions}>
            {isLink && (
              <Button
                size="small"
                danger
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setOpen(false);
                }}
              >
                Bỏ liên kết
              </Button>
            )}
            <Button size="small" type="primary" onClick={apply}>
              Áp dụng
            </Button>
          </div>
        </div>
      }
    >
      <span>
        <ToolButton title="Chèn liên kết" active={isLink} disabled={disabled} onClick={() => openWith(!open)}>
          <LinkOutlined />
        </ToolButton>
      </span>
    </Popover>
  );
}

function Toolbar({
  editor,
  disabled,
  purpose,
}: {
  editor: Editor;
  disabled: boolean;
  purpose: UploadPurpose;
}) {
  const { message } = App.useApp();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: (e.isActive('heading', { level: 2 })
        ? 'h2'
        : e.isActive('heading', { level: 3 })
          ? 'h3'
          : e.isActive('heading', { level: 4 })
            ? 'h4'
            : 'paragraph') as BlockType,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const setBlock = (block: BlockType) => {
    const chain = editor.chain().focus();
    if (block === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: Number(block.slice(1)) as 2 | 3 | 4 }).run();
  };

  const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const result = await uploadFile(file, { purpose, as: 'admin', onProgress: setProgress });
      editor
        .chain()
        .focus()
        .setImage({ src: result.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      void message.error(getErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Định dạng mô tả">
      <Dropdown
        trigger={['click']}
        disabled={disabled}
        menu={{
          items: BLOCK_OPTIONS.map((option) => ({ key: option.value, label: option.label })),
          selectable: true,
          selectedKeys: [state.block],
          onClick: ({ key }) => setBlock(key as BlockType),
        }}
      >
        <button
          type="button"
          className={styles.blockButton}
          onMouseDown={(event) => event.preventDefault()}
          disabled={disabled}
          aria-label="Kiểu đoạn"
        >
          {BLOCK_OPTIONS.find((option) => option.value === state.block)?.label}
          <DownOutlined className={styles.blockCaret} />
        </button>
      </Dropdown>
      <span className={styles.divider} />
      <ToolButton
        title="In đậm"
        active={state.bold}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleBold().run()}
      >
        <BoldOutlined />
      </ToolButton>
      <ToolButton
        title="In nghiêng"
        active={state.italic}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      >
        <ItalicOutlined />
      </ToolButton>
      <ToolButton
        title="Gạch chân"
        active={state.underline}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleUnderline().run()}
      >
        <UnderlineOutlined />
      </ToolButton>
      <ToolButton
        title="Gạch ngang"
        active={state.strike}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleStrike().run()}
      >
        <StrikethroughOutlined />
      </ToolButton>
      <span className={styles.divider} />
      <ToolButton
        title="Danh sách dấu chấm"
        active={state.bulletList}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      >
        <UnorderedListOutlined />
      </ToolButton>
      <ToolButton
        title="Danh sách đánh số"
        active={state.orderedList}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      >
        <OrderedListOutlined />
      </ToolButton>
      <ToolButton
        title="Trích dẫn"
        active={state.blockquote}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleBlockquote().run()}
      >
        <span className={styles.quoteIcon}>“</span>
      </ToolButton>
      <span className={styles.divider} />
      <LinkPopover editor={editor} disabled={disabled} />
      <ToolButton
        title="Chèn ảnh"
        disabled={disabled || progress !== null}
        onClick={() => fileRef.current?.click()}
      >
        <PictureOutlined />
      </ToolButton>
      {progress !== null && (
        <span className={styles.uploading} aria-live="polite">
          <Progress type="circle" percent={progress} size={18} showInfo={false} /> Đang tải ảnh {progress}%
        </span>
      )}
      <input
        ref={fileRef}
        type="file"
        style={{ display: 'none' }}
        accept={IMAGE_TYPES.join(',')}
        onChange={(event) => void onImage(event)}
        data-testid="rich-text-image-input"
      />
      <span className={styles.spacer} />
      <ToolButton
        title="Hoàn tác"
        disabled={disabled || !state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <UndoOutlined />
      </ToolButton>
      <ToolButton
        title="Làm lại"
        disabled={disabled || !state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <RedoOutlined />
      </ToolButton>
    </div>
  );
}

/**
 * The product description editor (Tiptap): a toolbar for the formats the server keeps, links, and
 * images uploaded with progress. Its value is HTML; an empty document is ''.
 */
export function RichTextEditor({
  value = '',
  onChange,
  placeholder = 'Nhập mô tả…',
  purpose = 'product',
  disabled = false,
  id,
  label = 'Mô tả sản phẩm',
  ...rest
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // The last HTML this editor reported, to tell its own echoes from a new value set by the form.
  const reported = useRef(value);

  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'data-placeholder': placeholder,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = normaliseEditorHtml(e.getHTML());
      // Tiptap may normalise the document without anything typed: that is no change of the field.
      if (html === reported.current) return;
      reported.current = html;
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  return (
    <div
      id={id}
      className={`${styles.root} ${rest['aria-invalid'] ? styles.invalid : ''} ${disabled ? styles.disabled : ''}`}
    >
      {editor && <Toolbar editor={editor} disabled={disabled} purpose={purpose} />}
      <div className={`${styles.body} ${isEmpty ? styles.empty : ''}`}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
