import { defineModule } from '../../core/module';
import { platformAdminRoutes } from './routes.admin';
import { platformRoutes } from './routes.buyer';
import { PlatformService } from './service';
import { SysparaService } from './syspara';

/** Platform parameters, the pop-up activity, newsletter sign-up and buyer uploads. */
export const platformModule = defineModule<'sysparas' | 'platform'>({
  name: 'platform',
  provide: ({ db }) => ({ sysparas: new SysparaService(db), platform: new PlatformService(db) }),
  start: async ({ services }) => {
    await services.sysparas.ensureDefaults();
    return { routes: { buyer: (api) => platformRoutes(api, services), admin: (api) => platformAdminRoutes(api, services) } };
  },
});
