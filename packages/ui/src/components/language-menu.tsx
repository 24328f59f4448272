import { useTranslation } from 'react-i18next';
import { languages, normalizeLanguage, type LanguageCode } from '@mall/i18n/languages';
import { switchLanguage } from '@mall/i18n/web';
import { LanguageSelect } from './language-select';

export interface LanguageMenuProps {
  /** Runs with the chosen language; by default the choice is stored and the page reloads in it (docs/product-rules.md). */
  onChange?: (code: LanguageCode) => void;
  /** Only the icon on a phone, so a crowded top bar keeps its other buttons on screen. */
  compact?: boolean;
}

/** The interface-language dropdown of an app's top bar, showing i18next's current language. */
export function LanguageMenu({ onChange = switchLanguage, compact = false }: LanguageMenuProps) {
  const { i18n } = useTranslation();
  return (
    <LanguageSelect
      value={normalizeLanguage(i18n.language)}
      languages={languages}
      onChange={(code) => onChange(normalizeLanguage(code))}
      compact={compact}
    />
  );
}
