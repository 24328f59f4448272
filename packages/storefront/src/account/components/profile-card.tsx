import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LocalUser } from '@mall/api-client/account';
import { maskPhone } from '@mall/domain/validation';
import { avatarSrc } from '../../shared/utils/avatar';


/** Name, user code, avatar and contact of the signed-in buyer. */
export function ProfileCard({ user }: { user: LocalUser }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <Avatar src={avatarSrc(user.avatar)} alt={user.username} sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 32 }}>
            {user.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" data-testid="profile-username" sx={{ overflowWrap: 'anywhere' }}>{user.username}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('account:profile.usercode')}: <bdi data-testid="profile-usercode">{user.usercode}</bdi>
            </Typography>
            {user.phone && (
              <Typography variant="body2" color="text.secondary">
                {t('common:fields.phone')}: <bdi>{maskPhone(user.phone)}</bdi>
              </Typography>
            )}
            {user.invitationCode && (
              <Typography variant="body2" color="text.secondary">
                {t('account:profile.invitationCode')}: <bdi>{user.invitationCode}</bdi>
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ paddingBlockStart: 1 }}>
              <Chip
                size="small"
                color={user.safeword === 1 ? 'success' : 'default'}
                label={user.safeword === 1 ? t('account:profile.safewordSet') : t('account:profile.safewordNotSet')}
              />
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
