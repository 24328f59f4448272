/** The info pages of docs/product-rules.md, in footer order; their texts live in locales/<lng>/info.json. */
export const INFO_PAGES = [
  'about', 'news', 'recruitment', 'modern-slavery', 'privacy', 'service', 'return-policy',
  'buyer-rules', 'seller-rules', 'delivery-pickup', 'contact', 'help',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** True for the name of an info page. */
export const isInfoPage = (v: string | undefined): v is InfoPage => (INFO_PAGES as readonly string[]).includes(v ?? '');
