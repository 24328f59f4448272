import { defineModule } from '../../core/module';
import { adminOverviewRoutes, sellerOverviewRoutes } from './routes';
import { OverviewService } from './service';

/** The back-office overviews: a store's and the platform's figures by day, summed from the records. */
export const overviewModule = defineModule({
  name: 'overview',
  start: ({ db }) => {
    const overview = new OverviewService(db);
    return {
      routes: {
        seller: (api) => sellerOverviewRoutes(api, overview),
        admin: (api) => adminOverviewRoutes(api, overview),
      },
    };
  },
});
