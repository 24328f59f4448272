import { defineModule } from '../../core/module';
import { catalogueRoutes } from './routes.buyer';
import { adminCatalogueRoutes, sellerCatalogueRoutes } from './routes.staff';
import { vacuumListing } from './repo';
import { CatalogueService } from './service';

/** Categories, stores, goods, search, reviews, favourites; seller and admin catalogue management. */
export const catalogueModule = defineModule<'catalogue'>({
  name: 'catalogue',
  provide: ({ db }) => ({ catalogue: new CatalogueService(db) }),
  start: ({ services, events, config, db }) => {
    // Writes of any module that change what the catalogue shows (listings, stock, sold counts).
    events.on('catalogue.changed', () => services.catalogue.dropCaches());
    return {
      routes: {
        buyer: (api) => catalogueRoutes(api, services),
        seller: (api) => { sellerCatalogueRoutes(api, services); },
        admin: (api) => adminCatalogueRoutes(api, services),
      },
      stop: () => services.catalogue.views.stop(),
      // PostgreSQL's autovacuum keeps the listing's visibility map (index-only list walks) and its
      // statistics; the embedded engine has no background workers, so the server does it.
      sweeps: config.database === 'pglite' ? [{ name: 'listing-vacuum', everyMs: 10 * 60_000, run: () => vacuumListing(db) }] : [],
    };
  },
});
