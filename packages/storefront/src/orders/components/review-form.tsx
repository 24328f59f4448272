import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderGoods, OrderInfo } from '@mall/api-client/orders';
import { availableActions } from '@mall/domain/order-status';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useAddReviews } from '../api/add-reviews';
import { useOrder } from '../api/get-order';
import { useOrderGoods } from '../api/list-order-goods';
import type { OrdersLinks } from '../orders-links';
import { REVIEW_CLASSES, reviewBody, type ReviewDraft, type ReviewType } from '../utils/review-body';
import { ReviewPictures } from './review-pictures';
import { Section } from './section';

/** Longest review text the server keeps. */
export const REVIEW_CONTENT_MAX = 1000;

type Draft = Omit<ReviewDraft, 'sellerGoodsId'>;
const blank = (): Draft => ({ evaluationType: 1, rating: 5, content: '', pictures: [] });

interface LineProps {
  line: OrderGoods;
  draft: Draft;
  onChange: (update: (d: Draft) => Draft) => void;
  onUploading: (delta: 1 | -1) => void;
  disabled: boolean;
}

/** The review of one product: rating class, stars, text and pictures. */
function ReviewLine({ line, draft, onChange, onUploading, disabled }: LineProps) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" aria-label={line.goodsName} data-testid="review-line" sx={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', marginBlockEnd: 1.5 }}>
        <Box component="img" src={line.goodsIcon} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>{line.goodsName}</Typography>
          {line.attributes.length > 0 && <Typography variant="caption" color="text.secondary">{line.attributes.join(' · ')}</Typography>}
        </Stack>
      </Stack>
      <Stack spacing={1.5}>
        <FormControl disabled={disabled}>
          <FormLabel id={`class-${line.id}`}>{t('orders:review.class')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`class-${line.id}`}
            value={String(draft.evaluationType)}
            onChange={(_, v) => onChange((d) => ({ ...d, evaluationType: Number(v) as ReviewType }))}
          >
            {REVIEW_CLASSES.map((c) => <FormControlLabel key={c.type} value={String(c.type)} control={<Radio size="small" />} label={t(`orders:review.${c.key}`)} />)}
          </RadioGroup>
        </FormControl>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" id={`rating-${line.id}`}>{t('orders:review.rating')}</Typography>
          <Rating
            name={`rating-${line.id}`}
            value={draft.rating}
            disabled={disabled}
            // Stars go from 1 to 5: clicking the chosen star again keeps it rather than clearing it.
            onChange={(_, v) => onChange((d) => ({ ...d, rating: v ?? d.rating }))}
          />
        </Stack>
        <TextField
          label={t('orders:review.content')}
          value={draft.content}
          onChange={(e) => { const v = e.target.value.slice(0, REVIEW_CONTENT_MAX); onChange((d) => ({ ...d, content: v })); }}
          disabled={disabled}
          multiline
          minRows={3}
          helperText={`${draft.content.length}/${REVIEW_CONTENT_MAX}`}
        />
        <ReviewPictures
          value={draft.pictures}
          onAdd={(url) => onChange((d) => ({ ...d, pictures: [...d.pictures, url] }))}
          onRemove={(i) => onChange((d) => ({ ...d, pictures: d.pictures.filter((_, j) => j !== i) }))}
          onUploading={onUploading}
          disabled={disabled}
        />
      </Stack>
    </Box>
  );
}

function Form({ order, lines, links }: { order: OrderInfo; lines: readonly OrderGoods[]; links: Pick<OrdersLinks, 'detail'> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const add = useAddReviews();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [uploading, setUploading] = useState(0);
  const draftOf = (id: string) => drafts[id] ?? blank();
  const busy = add.isPending;
  const submit = () => {
    // Submission waits for the pictures: the button stays off while any is uploading.
    if (uploading > 0) return;
    const body = reviewBody(order.id, lines.map((l) => ({ sellerGoodsId: l.goodsId, ...draftOf(l.id) })));
    add.mutate(body, {
      onSuccess: () => {
        toast.show(t('orders:feedback.reviewed'), 'success');
        void navigate(links.detail(order.id));
      },
    });
  };
  return (
    <Section title={t('orders:review.title')}>
      <Stack component="form" noValidate spacing={3} onSubmit={(e) => { e.preventDefault(); submit(); }}>
        {lines.map((l) => (
          <ReviewLine
            key={l.id}
            line={l}
            draft={draftOf(l.id)}
            onChange={(update) => setDrafts((all) => ({ ...all, [l.id]: update(all[l.id] ?? blank()) }))}
            onUploading={(delta) => setUploading((n) => n + delta)}
            disabled={busy}
          />
        ))}
        <Button type="submit" variant="contained" size="large" disabled={busy || uploading > 0}>
          {uploading > 0 ? t('orders:review.uploading') : busy ? t('orders:review.submitting') : t('orders:review.submit')}
        </Button>
      </Stack>
    </Section>
  );
}

/** Reviews of a received order's products not yet reviewed, sent together (`evaluation!addList`). */
export function ReviewForm({ orderId, links }: { orderId: string; links: Pick<OrdersLinks, 'detail'> }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  const goods = useOrderGoods(orderId);
  if (!orderId) return <Alert severity="info">{t('orders:detail.missing')}</Alert>;
  const lines = (goods.data ?? []).filter((g) => g.evaluated === 0);
  return (
    <QueryState isPending={order.isPending || goods.isPending} isError={order.isError || goods.isError} onRetry={() => { void order.refetch(); void goods.refetch(); }}>
      {order.data && !availableActions(order.data.status, 'buyer').includes('review') && <Alert severity="info">{t('orders:review.notAllowed')}</Alert>}
      {order.data && availableActions(order.data.status, 'buyer').includes('review') && (
        lines.length === 0
          ? <Alert severity="success">{t('orders:review.nothing')}</Alert>
          : <Form order={order.data} lines={lines} links={links} />
      )}
    </QueryState>
  );
}
