import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { infoPages, type InfoPage } from '../../config/paths';
import { PlaceholderPage } from './placeholder-page';
import { Component as NotFound } from './not-found';

/** Info pages of the footer (about, privacy, rules…); their texts come in a later issue. */
export function Component() {
  const { t } = useTranslation();
  const { page } = useParams();
  if (!infoPages.includes(page as InfoPage)) return <NotFound />;
  return <PlaceholderPage title={t(`common:info.${page as InfoPage}.title`)} />;
}
