import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import NoAccountsOutlinedIcon from '@mui/icons-material/NoAccountsOutlined';

/** The four settings pages; each app has its own routes for them. */
export type SetupPage = 'loginPassword' | 'transactionPassword' | 'shippingAddress' | 'accountCancellation';

export interface SetupMenuProps {
  safewordSet: boolean;
  /** The app's route of each settings page (an entry of its typed route table). */
  links: Record<SetupPage, { getHref: () => string }>;
}

/** The account settings as a list of links, each with a short description. */
export function SetupMenu({ safewordSet, links }: SetupMenuProps) {
  const { t } = useTranslation();
  const items = [
    { to: links.loginPassword.getHref(), icon: <LockOutlinedIcon />, title: t('account:setup.loginPassword.title'), text: t('account:setup.loginPassword.description') },
    {
      to: links.transactionPassword.getHref(),
      icon: <PasswordIcon />,
      title: t('account:setup.transactionPassword.title'),
      text: safewordSet ? t('account:setup.transactionPassword.descriptionSet') : t('account:setup.transactionPassword.descriptionNotSet'),
    },
    { to: links.shippingAddress.getHref(), icon: <LocalShippingOutlinedIcon />, title: t('account:setup.shippingAddress.title'), text: t('account:setup.shippingAddress.description') },
    { to: links.accountCancellation.getHref(), icon: <NoAccountsOutlinedIcon />, title: t('account:setup.accountCancellation.title'), text: t('account:setup.accountCancellation.description') },
  ];
  return (
    <Paper variant="outlined">
      <List disablePadding>
        {items.map((item) => (
          <ListItemButton key={item.to} component={RouterLink} to={item.to} divider>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.title} secondary={item.text} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
