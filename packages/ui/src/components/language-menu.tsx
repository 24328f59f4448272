import { useTranslation } from 'react-i18next';
import { languages, normalizeLanguage, type LanguageCode } from '@mall/i18n/languages';
import { switchLanguage } from '@mall/i18n/web';
import { LanguageSelect } from './language-select';

export interface LanguageMenuProps {
  /** Runs with the chosen language; by default the choice is stored and the page reloads in it (docs/product-rules.md). */
  onChange?: (code: LanguageCode) => void;
}

/** The interface-language dropdown of an app's top bar, showing i18next's current language. */
export function LanguageMenu({ onChange = switchLanguage }: LanguageMenuProps) {
  const { i18n } = useTranslation();
  return (
    <LanguageSelect
      value={normalizeLanguage(i18n.language)}
      languages={languages}
      onChange={(code) => onChange(normalizeLanguage(code))}
    />
  );
}
