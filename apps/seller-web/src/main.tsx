import { startBackoffice } from '@mall/backoffice/shared/start-backoffice';

void startBackoffice('seller', () => import('./app/app').then((m) => m.App), ['credit', 'overview', 'merchant', 'referral', 'kyc', 'wallet']);
