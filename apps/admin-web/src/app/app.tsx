import type { i18n as I18n } from 'i18next';
import { BackofficeApp } from '@mall/backoffice/shared/backoffice-app';
import { backoffice } from '../config/backoffice';
import { router } from './router';

/** The admin back office. */
export function App({ i18n }: { i18n: I18n }) {
  return <BackofficeApp i18n={i18n} config={backoffice} router={router} />;
}
