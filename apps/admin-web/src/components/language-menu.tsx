import { useTranslation } from 'react-i18next';
import { languages, normalizeLanguage } from '@mall/i18n/languages';
import { switchLanguage } from '@mall/i18n/web';
import { LanguageSelect } from '@mall/ui/language-select';

/** The language dropdown: a choice is stored and the page reloads in the new language. */
export function LanguageMenu() {
  const { i18n } = useTranslation();
  return (
    <LanguageSelect
      value={normalizeLanguage(i18n.language)}
      languages={languages}
      onChange={(code) => switchLanguage(normalizeLanguage(code))}
    />
  );
}
