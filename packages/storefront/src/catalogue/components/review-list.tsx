import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { EvaluationCounts, EvaluationItem, ReviewFilter } from '@mall/api-client/catalogue';
import { formatLocalTime } from '@mall/domain/format';
import { EmptyState } from '@mall/ui/empty-state';
import { useReviewCounts, useReviews } from '../api/reviews';
import { imagesOf } from '../utils/gallery';
import { avatarSrc } from '../../shared/utils/avatar';
import { LoadMore } from './load-more';

const FILTERS: readonly ReviewFilter[] = ['all', 'good', 'medium', 'bad', 'pictures'];

/** How many reviews a filter holds; "all" is the three rating classes together. */
export function countOf(filter: ReviewFilter, c: EvaluationCounts | undefined): number | undefined {
  if (!c) return undefined;
  switch (filter) {
    case 'all': return c.positiveComments + c.mediumReview + c.negativeComment;
    case 'good': return c.positiveComments;
    case 'medium': return c.mediumReview;
    case 'bad': return c.negativeComment;
    case 'pictures': return c.havePicture;
  }
}

/** One review, as text only: the buyer's words are never read as HTML. */
function Review({ review }: { review: EvaluationItem }) {
  const { t } = useTranslation();
  const pictures = imagesOf(review, 9);
  return (
    <Box component="article" aria-label={review.userName} sx={{ paddingBlock: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={avatarSrc(review.avatar)} alt="" sx={{ width: 36, height: 36 }}>{review.userName.slice(0, 1).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" noWrap>{review.userName}{review.countryName ? ` · ${review.countryName}` : ''}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Rating value={review.rating} readOnly size="small" aria-label={t('catalogue:reviews.rating', { rating: review.rating })} />
            <Typography variant="caption" color="text.secondary" dir="ltr">{formatLocalTime(review.evaluationTime)}</Typography>
          </Stack>
        </Box>
      </Stack>
      {review.attributes.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ marginBlockStart: 1 }}>
          {review.attributes.map((a) => `${a.attrName}: ${a.attrValue}`).join(', ')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ marginBlockStart: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.content}</Typography>
      {pictures.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, marginBlockStart: 1 }} aria-label={t('catalogue:reviews.pictures')} role="group">
          {pictures.map((src, i) => (
            <Box key={`${i}-${src}`} component="a" href={src} target="_blank" rel="noopener noreferrer" sx={{ width: 72, height: 72, borderRadius: 1, overflow: 'hidden', display: 'block' }}>
              <Box component="img" src={src} alt={t('catalogue:reviews.picture', { index: i + 1 })} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A product's reviews with the good / medium / bad / with-pictures filters and how many each holds. */
export function ReviewList({ sellerGoodsId, pageSize = 10 }: { sellerGoodsId: string; pageSize?: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const counts = useReviewCounts(sellerGoodsId);
  const reviews = useReviews(sellerGoodsId, filter, pageSize);
  const items = reviews.data?.pages.flatMap((p) => p.pageList) ?? [];
  return (
    <Box>
      <Tabs
        value={filter}
        onChange={(_, v: ReviewFilter) => setFilter(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('catalogue:reviews.filterLabel')}
        sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {FILTERS.map((f) => {
          const n = countOf(f, counts.data);
          return (
            <Tab
              key={f}
              value={f}
              label={n === undefined ? t(`catalogue:reviews.filters.${f}`) : `${t(`catalogue:reviews.filters.${f}`)} (${n})`}
              sx={{ textTransform: 'none' }}
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" aria-label={t(`catalogue:reviews.filters.${filter}`)}>
        {reviews.isPending && <Stack spacing={1} sx={{ paddingBlock: 2 }}><Skeleton /><Skeleton width="60%" /></Stack>}
        {reviews.isSuccess && items.length === 0 && <EmptyState message={t('catalogue:reviews.empty')} />}
        {items.map((r, i) => (
          <Box key={r.id}>
            {i > 0 && <Divider />}
            <Review review={r} />
          </Box>
        ))}
        <LoadMore pageCount={reviews.data?.pages.length} anyLoaded={items.length > 0} hasMore={Boolean(reviews.hasNextPage)} loading={reviews.isFetchingNextPage} onLoadMore={() => void reviews.fetchNextPage()} />
      </Box>
    </Box>
  );
}

