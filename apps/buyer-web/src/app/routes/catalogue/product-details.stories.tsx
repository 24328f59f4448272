import { productAnswers } from '@mall/storefront/catalogue/screen-fixtures';
import { CatalogueLinksProvider } from '@mall/storefront/catalogue/links';
import { buyerServer, screenParameters, StorefrontScreen } from '@mall/storefront/shared/screen-story';
import { catalogueLinks } from '../../../config/paths';
import { Component as ProductDetails } from './product-details';

// A product page of the desktop storefront: pictures, price, colours, delivery, description, reviews.
export default { title: 'Screens/Storefront/Product detail', parameters: screenParameters };

export const WithVariants = {
  render: () => (
    <StorefrontScreen server={() => buyerServer(productAnswers)} route="/productDetails?id=g1">
      <CatalogueLinksProvider links={catalogueLinks}><ProductDetails /></CatalogueLinksProvider>
    </StorefrontScreen>
  ),
};
