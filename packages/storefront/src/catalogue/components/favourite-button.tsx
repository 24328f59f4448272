import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useToast } from '@mall/ui/toast-provider';
import { useToggleKeep } from '../api/favourites';
import { useEnsureSignedIn } from '../hooks/use-ensure-signed-in';

export interface FavouriteButtonProps {
  sellerGoodsId: string;
  kept: boolean;
  /** An icon only (mobile bars) instead of an icon with its label. */
  iconOnly?: boolean;
}

/** Adds a product to the favourites or removes it; guests are sent to sign in first. */
export function FavouriteButton({ sellerGoodsId, kept, iconOnly = false }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const toggle = useToggleKeep();
  const ensureSignedIn = useEnsureSignedIn();
  const label = kept ? t('catalogue:favourite.remove') : t('catalogue:favourite.add');
  const onClick = () => {
    if (!ensureSignedIn()) return;
    toggle.mutate({ id: sellerGoodsId, on: !kept }, {
      onSuccess: () => toast.show(kept ? t('catalogue:favourite.removed') : t('catalogue:favourite.added'), 'success'),
    });
  };
  const icon = kept ? <FavoriteIcon color="primary" /> : <FavoriteBorderIcon />;
  if (iconOnly) {
    return <IconButton aria-label={label} aria-pressed={kept} onClick={onClick} disabled={toggle.isPending}>{icon}</IconButton>;
  }
  return (
    <Button variant="text" startIcon={icon} aria-pressed={kept} onClick={onClick} disabled={toggle.isPending} sx={{ color: 'text.primary' }}>
      {label}
    </Button>
  );
}
