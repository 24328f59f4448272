import { z } from 'zod';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a #RRGGBB colour');

/** Kebab-case brand id: also the folder name under brands/. */
export const brandIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id');

/** The brand colour roles of docs/product-rules.md plus the foreground colours that must contrast with them. */
export const brandColorsSchema = z.object({
  main: hex,
  sub: hex,
  hover: hex,
  background: hex,
  border: hex,
  activeButton: hex,
  footer: hex,
  text: hex,
  onMain: hex,
  onActiveButton: hex,
  footerText: hex,
});

/** One brands/<id>/brand.json file. */
export const brandSchema = z.object({
  id: brandIdSchema,
  name: z.string().min(1),
  /** Name under an installed app's icon when `name` is longer than the 12 characters shown there. */
  shortName: z.string().min(1).max(12).optional(),
  logo: z.string().regex(/^[\w.-]+\.svg$/, 'expected an .svg file name'),
  colors: brandColorsSchema,
  support: z.object({
    email: z.email(),
    phone: z.string().regex(/^\+[0-9 ]{6,20}$/, 'expected an international phone number'),
    url: z.url({ protocol: /^https?$/ }),
  }),
});

export type BrandColors = z.infer<typeof brandColorsSchema>;
export type BrandConfig = z.infer<typeof brandSchema>;
