import { NotFoundPage } from '@mall/backoffice/shared/not-found-page';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
