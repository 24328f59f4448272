import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChatFilter } from '@mall/api-client/chat';
import { errorMessage } from '@mall/backoffice/shared/error-message';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useToast } from '@mall/ui/toast-provider';
import { useChatFilter, useSaveChatFilter } from '../api/chat-filter';

/** The non-empty lines of a text area, trimmed. */
export const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** The 1-based lines (of the non-empty ones) whose pattern is not a valid regular expression. */
export function badPatternLines(patterns: readonly string[]): number[] {
  return patterns.flatMap((p, i) => {
    try { new RegExp(p, 'i'); return []; } catch { return [i + 1]; }
  });
}

function FilterForm({ filter }: { filter: ChatFilter }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [words, setWords] = useState(filter.words.join('\n'));
  const [patterns, setPatterns] = useState(filter.patterns.join('\n'));
  const [checked, setChecked] = useState(false);
  const save = useSaveChatFilter((saved) => {
    setWords(saved.words.join('\n'));
    setPatterns(saved.patterns.join('\n'));
    toast.show(t('admin:supportChat.filter.saved'), 'success');
  });
  const bad = checked ? badPatternLines(lines(patterns)) : [];
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      sx={{ padding: 3, maxWidth: 760 }}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        setChecked(true);
        if (badPatternLines(lines(patterns)).length === 0) save.mutate({ words: lines(words), patterns: lines(patterns) });
      }}
    >
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">{t('admin:supportChat.filter.intro')}</Typography>
        <TextField
          label={t('admin:supportChat.filter.words')} value={words} onChange={(e) => setWords(e.target.value)}
          multiline minRows={5} helperText={t('admin:supportChat.filter.wordsHelp')}
        />
        <TextField
          label={t('admin:supportChat.filter.patterns')} value={patterns} onChange={(e) => { setPatterns(e.target.value); save.reset(); }}
          multiline minRows={5} error={bad.length > 0}
          helperText={bad.length > 0 ? t('admin:supportChat.filter.badPattern', { lines: bad.join(', ') }) : t('admin:supportChat.filter.patternsHelp')}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
        {save.isError && <Alert severity="error">{errorMessage(save.error, t)}</Alert>}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={save.isPending}>{t('backoffice:common.save')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The content filter: words and patterns (one per line) masked in buyer↔store conversations. */
export function ChatFilterForm() {
  return <QueryData query={useChatFilter()}>{(f) => <FilterForm filter={f} />}</QueryData>;
}
