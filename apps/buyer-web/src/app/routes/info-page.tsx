import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { InfoArticle } from '@mall/storefront/catalogue/components/info-article';
import { isInfoPage } from '@mall/storefront/catalogue/info-pages';
import { Component as NotFound } from './not-found';

/** /info/<page>: about, news, careers, policies, rules, delivery, contact and help, in the current language. */
export function Component() {
  const { page } = useParams();
  if (!isInfoPage(page)) return <NotFound />;
  return <InfoPageBody key={page} page={page} />;
}

function InfoPageBody({ page }: { page: Parameters<typeof InfoArticle>[0]['page'] }) {
  const { t } = useTranslation();
  usePageTitle(t(`common:info.${page}.title`));
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 5 }}>
      <InfoArticle page={page} />
    </Container>
  );
}
