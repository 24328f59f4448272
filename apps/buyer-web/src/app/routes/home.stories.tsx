import { homeAnswers } from '@mall/storefront/catalogue/screen-fixtures';
import { CatalogueLinksProvider } from '@mall/storefront/catalogue/links';
import { buyerServer, screenParameters, StorefrontScreen } from '@mall/storefront/shared/screen-story';
import { catalogueLinks } from '../../config/paths';
import { Component as Home } from './home';

// The desktop storefront's home page: banners, categories, new and recommended goods, deals, stores.
export default { title: 'Screens/Storefront/Home', parameters: screenParameters };

export const Stocked = {
  render: () => (
    <StorefrontScreen server={() => buyerServer(homeAnswers)} route="/index">
      <CatalogueLinksProvider links={catalogueLinks}><Home /></CatalogueLinksProvider>
    </StorefrontScreen>
  ),
};

// A new shop: no banners and no goods yet, so the brand's welcome stands alone.
export const NewShop = {
  render: () => (
    <StorefrontScreen
      server={() => buyerServer({
        ...homeAnswers,
        'banner!bannerList': { result: [] },
        'category!recommend': { pageList: [], pageInfo: { pageNum: 1, pageSize: 12, totalElements: 0 } },
        'sellerGoods!recommend_new': { result: [] },
        'sellerGoods!list': { pageList: [], pageInfo: { pageNum: 1, pageSize: 12, totalElements: 0 } },
        'seller!list': { pageList: [], pageInfo: { pageNum: 1, pageSize: 12, totalElements: 0 } },
      })}
      route="/index"
    >
      <CatalogueLinksProvider links={catalogueLinks}><Home /></CatalogueLinksProvider>
    </StorefrontScreen>
  ),
};
