import { defineModule } from '../../core/module';
import { addressRoutes } from './routes.buyer';

/** The buyer's address book and the region pickers. */
export const addressModule = defineModule({
  name: 'address',
  start: ({ services }) => ({ routes: { buyer: (api) => addressRoutes(api, services) } }),
});
