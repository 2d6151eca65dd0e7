import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkForm } from './link-form';
import { type Tool, Toolbar } from './toolbar';
import './rich-text-editor.css';

interface Props {
  /** The field's name for screen readers (the form label's text). */
  label: string;
  /** antd's Form.Item hands these down. */
  id?: string;
  value?: string;
  onChange?(html: string): void;
}

/**
 * The console's rich-text editor (Tiptap). It can make only what the server's sanitizer keeps
 * (apps/server/src/platform/rich-text.ts): paragraphs, two heading levels, bold, italic,
 * underline, strike, lists, quotes, code and links. Loaded only with the console's screens.
 */
export function RichTextEditor({ label, id, value = '', onChange }: Props) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { target: '_blank' } },
      }),
    ],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'rte-content' },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // The form may set the value from outside (a reset, an article loaded later).
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rte" id={id}>
      <EditorToolbar editor={editor} label={label} onLink={() => setLinking(true)} />
      {linking && (
        <LinkForm
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

function EditorToolbar({ editor, label, onLink }: { editor: Editor; label: string; onLink(): void }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('contentAdmin.editor.bold'),
      icon: <BoldOutlined />,
      active: state.bold,
      onPress: () => run().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('contentAdmin.editor.italic'),
      icon: <ItalicOutlined />,
      active: state.italic,
      onPress: () => run().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('contentAdmin.editor.underline'),
      icon: <UnderlineOutlined />,
      active: state.underline,
      onPress: () => run().toggleUnderline().run(),
    },
    {
      key: 'strike',
      label: t('contentAdmin.editor.strike'),
      icon: <StrikethroughOutlined />,
      active: state.strike,
      onPress: () => run().toggleStrike().run(),
    },
    {
      key: 'h2',
      label: t('contentAdmin.editor.heading2'),
      text: 'H2',
      active: state.h2,
      onPress: () => run().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('contentAdmin.editor.heading3'),
      text: 'H3',
      active: state.h3,
      onPress: () => run().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('contentAdmin.editor.bulletList'),
      icon: <UnorderedListOutlined />,
      active: state.bullet,
      onPress: () => run().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('contentAdmin.editor.orderedList'),
      icon: <OrderedListOutlined />,
      active: state.ordered,
      onPress: () => run().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('contentAdmin.editor.quote'),
      text: '“ ”',
      active: state.quote,
      onPress: () => run().toggleBlockquote().run(),
    },
    { key: 'link', label: t('contentAdmin.editor.link'), icon: <LinkOutlined />, active: state.link, onPress: onLink },
    {
      key: 'unlink',
      label: t('contentAdmin.editor.unlink'),
      icon: <DisconnectOutlined />,
      disabled: !state.link,
      onPress: () => run().extendMarkRange('link').unsetLink().run(),
    },
    {
      key: 'undo',
      label: t('contentAdmin.editor.undo'),
      icon: <UndoOutlined />,
      disabled: !state.canUndo,
      onPress: () => run().undo().run(),
    },
    {
      key: 'redo',
      label: t('contentAdmin.editor.redo'),
      icon: <RedoOutlined />,
      disabled: !state.canRedo,
      onPress: () => run().redo().run(),
    },
  ];
  return <Toolbar label={t('contentAdmin.editor.toolbar', { field: label })} tools={tools} />;
}
