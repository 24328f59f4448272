import { adminOverviewApi, sellerOverviewApi } from '@mall/contract/overview';
import type { Registry } from '../../core/rpc';
import type { OverviewService } from './service';

/** `overview!stats` (seller): the signed-in seller's own store; no parameter names another store. */
export function sellerOverviewRoutes(api: Registry<'seller'>, overview: OverviewService): void {
  api.serve(sellerOverviewApi.store, ({ auth, input }) => overview.store(auth.id, input.days));
}

/** `overview!stats` (admin): platform-wide money figures, for the super admin and finance roles only. */
export function adminOverviewRoutes(api: Registry<'admin'>, overview: OverviewService): void {
  api.serve(adminOverviewApi.platform, { roles: ['finance'] }, ({ input }) => overview.platform(input.days));
}
