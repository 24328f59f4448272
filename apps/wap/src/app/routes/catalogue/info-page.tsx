import { useParams } from 'react-router-dom';
import { InfoArticle } from '@mall/storefront/catalogue/components/info-article';
import { isInfoPage } from '@mall/storefront/catalogue/info-pages';
import { Component as NotFound } from '../not-found';

/** /info/<page>: about, policies, rules, delivery, contact and help. */
export function Component() {
  const { page } = useParams();
  if (!isInfoPage(page)) return <NotFound />;
  return <InfoArticle key={page} page={page} />;
}
