import { defineModule } from '../../core/module';
import { Ledger } from './service';

/** The double-entry ledger every money movement goes through. */
export const ledgerModule = defineModule<'ledger'>({
  name: 'ledger',
  provide: ({ db }) => ({ ledger: new Ledger(db) }),
});
