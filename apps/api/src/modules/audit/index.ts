import { defineModule } from '../../core/module';
import { auditRoutes } from './routes.admin';
import { AuditService } from './service';

/** The admin audit log (every admin write records itself through the admin route table). */
export const auditModule = defineModule<'audit'>({
  name: 'audit',
  provide: ({ db }) => ({ audit: new AuditService(db) }),
  start: ({ services }) => ({ routes: { admin: (api) => auditRoutes(api, services) } }),
});
