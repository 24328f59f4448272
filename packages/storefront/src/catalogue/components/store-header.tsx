import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import TelegramIcon from '@mui/icons-material/Telegram';
import type { StoreDetail } from '@mall/api-client/catalogue';
import { BannerCarousel } from './banner-carousel';
import { FollowButton } from './follow-button';
import { ratePercent } from './store-card';
import { StoreAvatar } from './store-avatar';

/** A social link as the seller typed it: a URL, a handle or a phone number. */
export function socialHref(kind: 'facebook' | 'instagram' | 'twitter' | 'whatsapp' | 'telegram', value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  const handle = v.replace(/^@/, '');
  switch (kind) {
    case 'facebook': return `https://facebook.com/${encodeURIComponent(handle)}`;
    case 'instagram': return `https://instagram.com/${encodeURIComponent(handle)}`;
    case 'twitter': return `https://x.com/${encodeURIComponent(handle)}`;
    case 'whatsapp': return `https://wa.me/${handle.replace(/\D/g, '')}`;
    case 'telegram': return `https://t.me/${encodeURIComponent(handle)}`;
  }
}

const SOCIALS = [
  { kind: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { kind: 'instagram', label: 'Instagram', icon: <InstagramIcon /> },
  { kind: 'twitter', label: 'X', icon: <XIcon /> },
  { kind: 'whatsapp', label: 'WhatsApp', icon: <WhatsAppIcon /> },
  { kind: 'telegram', label: 'Telegram', icon: <TelegramIcon /> },
] as const;

export interface StoreHeaderProps {
  store: StoreDetail;
  /** Width over height of the banner frame. */
  bannerRatio?: number;
}

/** A store's banners, avatar, name, figures, remark, social links and the follow button. */
export function StoreHeader({ store, bannerRatio = 4 }: StoreHeaderProps) {
  const { t } = useTranslation();
  const banners = [store.banner1, store.banner2, store.banner3].filter(Boolean).map((imgUrl, i) => ({ id: String(i), imgUrl, link: '' }));
  const socials = SOCIALS.flatMap((s) => {
    const href = socialHref(s.kind, store[s.kind]);
    return href ? [{ ...s, href }] : [];
  });
  return (
    <Stack spacing={2}>
      {banners.length > 0 && <BannerCarousel banners={banners} ratio={bannerRatio} />}
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
          <StoreAvatar name={store.name} avatar={store.avatar} size={72} />
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{store.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('catalogue:store.goods', { count: store.sellerGoodsNum })} · {t('catalogue:store.sold', { count: store.soldNum })} · <span data-testid="store-followers">{t('catalogue:store.followers', { count: store.focusNum })}</span>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('catalogue:store.rating', { percent: ratePercent(store.highOpinion) })} · {t('catalogue:store.views', { count: store.viewsNum })}
            </Typography>
          </Box>
          <FollowButton sellerId={store.id} following={store.isFocus === 1} />
        </Stack>
        {store.shopRemark && (
          <Typography variant="body2" sx={{ marginBlockStart: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{store.shopRemark}</Typography>
        )}
        {socials.length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ marginBlockStart: 1 }} component="nav" aria-label={t('catalogue:store.social')}>
            {socials.map((s) => (
              <IconButton key={s.kind} component="a" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} color="primary">
                {s.icon}
              </IconButton>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
