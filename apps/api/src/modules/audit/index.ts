import { defineModule } from '../../core/module';
import { AuditService } from './service';

/** The admin audit log (every admin write records itself through the admin route table). */
export const auditModule = defineModule<'audit'>({
  name: 'audit',
  provide: ({ db }) => ({ audit: new AuditService(db) }),
});
