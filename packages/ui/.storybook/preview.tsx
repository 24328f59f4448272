import type { Decorator, Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { brandIds, defaultBrandId, getBrand } from '@mall/branding/brands';
import { isRtl, languages, normalizeLanguage, type LanguageCode, type Namespace } from '@mall/i18n/languages';
import { initI18n } from '@mall/i18n/web';
import { UiProviders } from '../src/providers/ui-providers';

// One i18next instance per language and set of namespaces, created on first use: switching back and forth
// costs nothing. Kit stories need the kit's texts; a screen story names its app's namespaces
// (parameters.i18nNamespaces).
const instances = new Map<string, Promise<I18n>>();
function i18nFor(code: LanguageCode, ns: readonly Namespace[]): Promise<I18n> {
  const key = `${code}:${ns.join(',')}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = initI18n(code, ns);
    instances.set(key, instance);
  }
  return instance;
}
const namespacesOf = (value: unknown): readonly Namespace[] => (Array.isArray(value) && value.length ? (value as Namespace[]) : ['ui']);

const brandOf = (value: unknown) => (typeof value === 'string' && brandIds.includes(value) ? value : defaultBrandId);

const withProviders: Decorator = (Story, { globals, loaded }) => {
  const code = normalizeLanguage(globals.locale);
  const direction = isRtl(code) ? 'rtl' : 'ltr';
  return (
    <I18nextProvider i18n={loaded.i18n as I18n}>
      <UiProviders brand={getBrand(brandOf(globals.brand))} direction={direction}>
        <div dir={direction} lang={languages.find((l) => l.code === code)?.tag}>
          <Story />
        </div>
      </UiProviders>
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand (brands/<id>/brand.json)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: getBrand(id).name, right: id })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language (locales/<code>/ui.json)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((l) => ({ value: l.code, title: l.nativeName, right: l.dir === 'rtl' ? `${l.code} · RTL` : l.code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: defaultBrandId, locale: 'en' },
  // Loaders run before every render, including after a toolbar change, so the story always gets the chosen language.
  loaders: [async ({ globals, parameters }) => ({ i18n: await i18nFor(normalizeLanguage(globals.locale), namespacesOf(parameters.i18nNamespaces)) })],
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
