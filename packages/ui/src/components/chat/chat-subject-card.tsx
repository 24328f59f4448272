import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChatLabels, type ChatLabels } from './chat-labels';

/** What a conversation is about (the chat wire's subject fits it; an order's title is its number). */
export interface ChatSubjectView {
  kind: 'product' | 'order';
  id: string;
  title: string;
  image: string;
  /** Product price or order total, as a decimal string. */
  amount: string;
}

export interface ChatSubjectCardProps {
  subject: ChatSubjectView;
  /** Formats the amount (currency, separators); shown as given by default. */
  formatAmount?: (amount: string) => string;
  /** Makes the card a button (open the product or the order). */
  onClick?: () => void;
  labels?: Partial<ChatLabels>;
}

/** The product or order above a conversation: picture, title and amount. */
export function ChatSubjectCard({ subject, formatAmount = (a) => a, onClick, labels: overrides }: ChatSubjectCardProps) {
  const labels = useChatLabels(overrides);
  const kind = subject.kind === 'order' ? labels.order : labels.product;
  const body = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', padding: 1 }}>
      {subject.image
        ? <Box component="img" src={subject.image} alt="" sx={{ width: 48, height: 48, flexShrink: 0, objectFit: 'cover', borderRadius: 1, backgroundColor: 'action.hover' }} />
        : <Box sx={{ width: 48, height: 48, flexShrink: 0, borderRadius: 1, backgroundColor: 'action.hover' }} />}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {kind}
        </Typography>
        <Typography variant="body2" noWrap title={subject.title}>{subject.title}</Typography>
      </Box>
      <Typography variant="subtitle2" color="primary" sx={{ flexShrink: 0 }}>{formatAmount(subject.amount)}</Typography>
    </Stack>
  );
  return (
    <Box component="section" aria-label={kind} data-testid="chat-subject" sx={{ borderBlockEnd: 1, borderColor: 'divider', backgroundColor: 'background.paper' }}>
      {onClick ? <CardActionArea onClick={onClick}>{body}</CardActionArea> : body}
    </Box>
  );
}
