import { startBackoffice } from '@mall/backoffice/shared/start-backoffice';

void startBackoffice('admin', () => import('./app/app').then((m) => m.App), ['overview', 'merchant', 'referral', 'kyc']);
