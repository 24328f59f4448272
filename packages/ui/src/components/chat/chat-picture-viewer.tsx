import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { useChatLabels, type ChatLabels } from './chat-labels';

export interface ChatPictureViewerProps {
  /** The picture shown full size; null = closed. */
  src: string | null;
  onClose: () => void;
  labels?: Partial<ChatLabels>;
}

/** A chat picture at full size, over the page; closes with its button, Escape or a click outside. */
export function ChatPictureViewer({ src, onClose, labels: overrides }: ChatPictureViewerProps) {
  const labels = useChatLabels(overrides);
  return (
    <Dialog
      open={src !== null}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { 'aria-label': labels.picture, sx: { backgroundColor: 'transparent', boxShadow: 'none', margin: 1 } } }}
    >
      <IconButton
        onClick={onClose}
        aria-label={labels.closePicture}
        sx={{ position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4, color: 'common.white', backgroundColor: 'rgba(0,0,0,0.5)', '&:hover': { backgroundColor: 'rgba(0,0,0,0.7)' } }}
      >
        <Close />
      </IconButton>
      {src && <Box component="img" src={src} alt={labels.picture} sx={{ display: 'block', maxWidth: 'calc(100vw - 16px)', maxHeight: 'calc(100vh - 16px)', objectFit: 'contain' }} />}
    </Dialog>
  );
}
