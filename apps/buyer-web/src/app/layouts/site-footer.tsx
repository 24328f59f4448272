import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { PageFooter } from '@mall/ui/page-footer';
import { SubscribeForm } from '@mall/storefront/referral/subscribe-form';
import { infoPages, paths } from '../../config/paths';

/** Footer with the info pages of docs/product-rules.md and the brand's support contact. */
export function SiteFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = [
    ...infoPages.map((page) => ({ label: t(`common:info.${page}.title`), href: paths.info.getHref(page) })),
    { label: t('chat:title'), href: paths.onlineService.getHref() },
  ];
  // PageFooter renders plain anchors; same-site links are routed in the app instead of reloading it.
  const routeInternal = (e: MouseEvent) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href?.startsWith('/') || a.target || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <Box onClick={routeInternal}>
      <Box sx={{ borderBlockStart: 1, borderColor: 'divider', paddingBlock: 3, paddingInline: 2, display: 'flex', justifyContent: 'center' }}>
        <SubscribeForm />
      </Box>
      <PageFooter links={links} />
    </Box>
  );
}
