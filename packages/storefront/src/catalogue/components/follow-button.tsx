import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import { useToast } from '@mall/ui/toast-provider';
import { useToggleFollow } from '../api/favourites';
import { useEnsureSignedIn } from '../hooks/use-ensure-signed-in';

export interface FollowButtonProps {
  sellerId: string;
  following: boolean;
  size?: 'small' | 'medium';
}

/** Follows a store or stops following it; guests are sent to sign in first. */
export function FollowButton({ sellerId, following, size = 'medium' }: FollowButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const toggle = useToggleFollow();
  const ensureSignedIn = useEnsureSignedIn();
  return (
    <Button
      size={size}
      variant={following ? 'outlined' : 'contained'}
      startIcon={following ? <CheckIcon /> : <AddIcon />}
      aria-pressed={following}
      disabled={toggle.isPending}
      onClick={() => {
        if (!ensureSignedIn()) return;
        toggle.mutate({ id: sellerId, on: !following }, {
          onSuccess: () => toast.show(following ? t('catalogue:follow.unfollowed') : t('catalogue:follow.followed'), 'success'),
        });
      }}
    >
      {following ? t('catalogue:follow.following') : t('catalogue:follow.follow')}
    </Button>
  );
}
