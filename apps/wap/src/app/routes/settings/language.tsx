import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';
import { languages } from '@mall/i18n/languages';
import { switchLanguage } from '@mall/i18n/web';

/** Every interface language in its own script; choosing one stores it and reloads. */
export function Component() {
  const { i18n } = useTranslation();
  return (
    <Paper variant="outlined">
      <List disablePadding>
        {languages.map((l) => {
          const current = l.code === i18n.language;
          return (
            <ListItemButton
              key={l.code}
              divider
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => { if (!current) switchLanguage(l.code); }}
            >
              <ListItemText primary={l.nativeName} slotProps={{ primary: { lang: l.tag, dir: l.dir } }} />
              <ListItemIcon sx={{ minWidth: 0 }}>{current && <CheckIcon color="primary" />}</ListItemIcon>
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}
