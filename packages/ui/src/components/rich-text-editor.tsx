import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import NotesIcon from '@mui/icons-material/Notes';
import TitleIcon from '@mui/icons-material/Title';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  label: ReactNode;
  /** The HTML to start from; later changes of this prop are not shown (the editor owns its content). */
  value: string;
  /** The edited HTML ('' when nothing is left). */
  onChange: (html: string) => void;
  helperText?: ReactNode;
  /** Height of the writing area, in px. */
  minHeight?: number;
}

/** A link typed without a scheme gets https; only http and https are kept (the server drops the rest). */
export function linkHref(typed: string): string | null {
  const url = typed.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url.replace(/^\/+/, '')}`;
}

/** The editor's HTML, or '' when it holds no text and no picture (an empty paragraph is nothing). */
function contentOf(el: HTMLElement): string {
  return (el.textContent?.trim() || el.querySelector('img')) ? el.innerHTML : '';
}

/**
 * A small rich-text editor for descriptions stored as HTML: bold, italic, headings, paragraphs,
 * bulleted and numbered lists, links. A contentEditable area driven by the browser's editing
 * commands, so typing, undo and selection behave as everywhere; the server sanitises what is saved.
 */
export function RichTextEditor({ label, value, onChange, helperText, minHeight = 160 }: RichTextEditorProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helperId = useId();
  const editorId = useId();
  const initial = useRef(value);

  // Filled once: writing innerHTML again on every change would move the caret to the start.
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initial.current || '<p><br></p>';
  }, []);

  const emit = () => { if (ref.current) onChange(contentOf(ref.current)); };

  // New paragraphs are <p>, not <div>, whatever the browser's default (also after everything was deleted).
  const paragraphsAreP = () => { if (typeof document.execCommand === 'function') document.execCommand('defaultParagraphSeparator', false, 'p'); };

  const run = (command: string, arg?: string) => {
    const el = ref.current;
    if (!el || typeof document.execCommand !== 'function') return;
    el.focus();
    paragraphsAreP();
    document.execCommand(command, false, arg);
    emit();
  };

  const addLink = () => {
    const href = linkHref(window.prompt(t('richTextEditor.linkPrompt'), 'https://') ?? '');
    if (href) run('createLink', href);
  };

  const buttons: { key: string; icon: ReactNode; action: () => void }[] = [
    { key: 'bold', icon: <FormatBoldIcon />, action: () => run('bold') },
    { key: 'italic', icon: <FormatItalicIcon />, action: () => run('italic') },
    { key: 'heading', icon: <TitleIcon />, action: () => run('formatBlock', '<h2>') },
    { key: 'subheading', icon: <TextFieldsIcon />, action: () => run('formatBlock', '<h3>') },
    { key: 'paragraph', icon: <NotesIcon />, action: () => run('formatBlock', '<p>') },
    { key: 'bulletedList', icon: <FormatListBulletedIcon />, action: () => run('insertUnorderedList') },
    { key: 'numberedList', icon: <FormatListNumberedIcon />, action: () => run('insertOrderedList') },
    { key: 'link', icon: <LinkIcon />, action: addLink },
    { key: 'unlink', icon: <LinkOffIcon />, action: () => run('unlink') },
  ];

  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ marginBlockEnd: 0.5 }}>{label}</Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` } }}>
        <Box role="toolbar" aria-label={t('richTextEditor.toolbar')} aria-controls={editorId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, padding: 0.5 }}>
          {buttons.map((b) => (
            <IconButton
              key={b.key}
              size="small"
              aria-label={t(`richTextEditor.${b.key}`)}
              title={t(`richTextEditor.${b.key}`)}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(e) => e.preventDefault()}
              onClick={b.action}
            >
              {b.icon}
            </IconButton>
          ))}
        </Box>
        <Divider />
        <Box
          ref={ref}
          id={editorId}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={helperText ? helperId : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onFocus={paragraphsAreP}
          onInput={emit}
          onBlur={emit}
          sx={{
            minHeight, maxHeight: 480, overflowY: 'auto', paddingBlock: 1, paddingInline: 1.5, outline: 'none', typography: 'body1',
            '& h2': { typography: 'h6', marginBlock: 1 },
            '& h3': { typography: 'subtitle1', fontWeight: 600, marginBlock: 1 },
            '& p': { marginBlock: 1 },
            '& ul, & ol': { marginBlock: 1, paddingInlineStart: 3 },
            '& a': { color: 'primary.main' },
            '& img': { maxWidth: '100%', height: 'auto' },
          }}
        />
      </Box>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </Box>
  );
}
