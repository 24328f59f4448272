import { createContext, useContext, type ReactNode } from 'react';

/** The app's routes that catalogue features link to; each storefront has its own paths. */
export interface CatalogueLinks {
  goods: (sellerGoodsId: string) => string;
  store: (sellerId: string) => string;
  /** Goods of a category (desktop classification, mobile category tab). */
  category: (categoryId: string) => string;
  /** Results of a keyword: goods (and stores). */
  searchResult: (keyword: string) => string;
  /** Store search of a keyword. */
  searchStore: (keyword: string) => string;
  login: string;
  /** Checkout ("buy now" goes there after putting the line into the cart). */
  settlement: string;
}

const LinksContext = createContext<CatalogueLinks | null>(null);

/** Provides the app's routes to the catalogue features below it. */
export function CatalogueLinksProvider({ links, children }: { links: CatalogueLinks; children: ReactNode }) {
  return <LinksContext.Provider value={links}>{children}</LinksContext.Provider>;
}

/** The app's catalogue routes; throws outside a `CatalogueLinksProvider`. */
export function useCatalogueLinks(): CatalogueLinks {
  const links = useContext(LinksContext);
  if (!links) throw new Error('useCatalogueLinks() needs a CatalogueLinksProvider.');
  return links;
}
