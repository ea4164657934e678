/**
 * The rich-text editor of `richtext` fields: Tiptap 3 (MIT, on ProseMirror; works with React 19) with StarterKit,
 * behind a small toolbar (bold, italic, headings, lists, link, undo, redo). Its output is HTML, sanitised by the
 * server on save with sanitize-html exactly as before (api/crud/service.ts), so the editor only offers what that
 * keeps. Loaded lazily by RichTextWidget: Tiptap never weighs on a screen without rich text.
 */
import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Divider from '@mui/material/Divider';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import BulletIcon from '@mui/icons-material/FormatListBulleted';
import NumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import { isBlankHtml } from '../../lib/html.ts';

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (html: string | undefined) => void;
  disabled?: boolean;
  error?: boolean;
  describedBy?: string;
}

export default function RichTextEditor({ id, label, value, onChange, disabled, error, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        // No empty paragraph appended after a list or heading: what is saved is what was typed.
        trailingNode: false,
        // Links as sanitize-html keeps them: https or mailto, href and title only.
        link: { openOnClick: false, autolink: true, protocols: ['https', 'mailto'], HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'data-testid': `richtext-editor-${id.replace(/^root_/, '')}`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(isBlankHtml(html) ? undefined : html);
    },
  });

  // A value set from outside (a reload after a conflict) replaces the content; typing does not loop back here.
  // An editor torn down (the form laid out again for a phone remounts it) has no schema left: leave it alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if ((value ?? '') !== current && !(isBlankHtml(value) && isBlankHtml(current))) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => { if (editor && !editor.isDestroyed) editor.setEditable(!disabled); }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false, italic: e?.isActive('italic') ?? false, heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false, ordered: e?.isActive('orderedList') ?? false, link: e?.isActive('link') ?? false,
      undo: e?.can().undo() ?? false, redo: e?.can().redo() ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt('Link address (https:// or mailto:); empty removes the link', previous ?? 'https://');
    if (url === null) return;
    if (url.trim() === '' ) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (/^(https:\/\/|mailto:)/i.test(url.trim())) editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    else window.alert('Links must start with https:// or mailto:.');
  };

  const button = (name: string, active: boolean, onClick: () => void, icon: React.ReactNode, enabled = true) => (
    <Tooltip title={name} key={name}>
      <span>
        <IconButton
          size="small"
          aria-label={name}
          aria-pressed={active}
          disabled={disabled || !enabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          data-testid={`richtext-${name.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box
      sx={{
        border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
        '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` },
      }}
    >
      <Box role="toolbar" aria-label={`${label}: formatting`} aria-controls={id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
        {button('Bold', state?.bold ?? false, () => editor?.chain().focus().toggleBold().run(), <BoldIcon fontSize="small" />)}
        {button('Italic', state?.italic ?? false, () => editor?.chain().focus().toggleItalic().run(), <ItalicIcon fontSize="small" />)}
        {button('Heading', state?.heading ?? false, () => editor?.chain().focus().toggleHeading({ level: 2 }).run(), <TitleIcon fontSize="small" />)}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {button('Bulleted list', state?.bullet ?? false, () => editor?.chain().focus().toggleBulletList().run(), <BulletIcon fontSize="small" />)}
        {button('Numbered list', state?.ordered ?? false, () => editor?.chain().focus().toggleOrderedList().run(), <NumberedIcon fontSize="small" />)}
        {button('Link', state?.link ?? false, setLink, <LinkIcon fontSize="small" />)}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {button('Undo', false, () => editor?.chain().focus().undo().run(), <UndoIcon fontSize="small" />, state?.undo ?? false)}
        {button('Redo', false, () => editor?.chain().focus().redo().run(), <RedoIcon fontSize="small" />, state?.redo ?? false)}
      </Box>
      <Box
        sx={{
          px: 1.5, py: 1, minHeight: 140, maxHeight: 480, overflowY: 'auto', fontSize: 15, overflowWrap: 'anywhere',
          '& .tiptap': { outline: 'none', minHeight: 120 },
          '& .tiptap p': { my: 0.75 },
          '& .tiptap ul, & .tiptap ol': { pl: 3, my: 0.75 },
          '& .tiptap h2': { fontSize: '1.2rem', my: 1 },
          '& .tiptap h3': { fontSize: '1.05rem', my: 1 },
          '& .tiptap a': { color: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
