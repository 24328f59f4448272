import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@mall/branding/brands';
import { AppShell } from '@mall/ui/app-shell';
import { BrandLogo } from '@mall/ui/brand-logo';
import { visuallyHidden } from '@mall/ui/visually-hidden';
import { LanguageMenu } from '@mall/ui/language-menu';
import { PageSpinner, QueryState } from '@mall/ui/query-state';
import { useBackoffice } from '../backoffice-context';
import { useSignOut } from '../hooks/use-sign-out';

// Read by screen readers only (the badge's number alone would say nothing).

/** One entry of a staff app's side navigation; the label is a key of the app's namespace. */
export interface BackofficeNavEntry {
  href: string;
  labelKey: string;
  icon: ComponentType;
  /** A count shown beside the label when above zero (unread messages). */
  badge?: number;
}

export interface BackofficeShellProps<TMe> {
  /** The app's `auth!me` query: the frame waits for it. */
  me: Pick<UseQueryResult<TMe>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** The navigation the signed-in staff member sees. */
  items: (me: TMe) => readonly BackofficeNavEntry[];
  /** The two lines naming the signed-in account in the top bar. */
  user: (me: TMe) => { name: ReactNode; detail?: ReactNode };
  /** More buttons of the top bar, before the language menu (the seller's notices). */
  actions?: ReactNode;
}

/** The navigation entry a path belongs to: its own address or one below it (an order below "Orders"); the overview only on its own. */
export function entryOf(entries: readonly BackofficeNavEntry[], pathname: string, homePath: string): BackofficeNavEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entries
    .filter((e) => path === e.href || (e.href !== homePath && path.startsWith(`${e.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** The signed-in frame of a staff app: the kit's shell with the account, the app's navigation, language and sign-out. */
export function BackofficeShell<TMe>({ me, items, user, actions }: BackofficeShellProps<TMe>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { namespace, homePath, signInPath } = useBackoffice();
  const signOut = useSignOut({ onSettled: () => navigate(signInPath, { replace: true }) });
  const { pathname } = useLocation();
  const page = me.data ? entryOf(items(me.data), pathname, homePath) : undefined;
  const pageTitle = page ? t(`${namespace}:${page.labelKey}`) : undefined;
  const appTitle = t(`${namespace}:app.documentTitle`, { brandName: currentBrand().name });
  // The tab names the page open in it: "Withdrawal review | <brand> admin".
  useEffect(() => { document.title = pageTitle ? `${pageTitle} | ${appTitle}` : appTitle; }, [pageTitle, appTitle]);

  if (!me.data) {
    return (
      <Box sx={{ padding: 3 }}>
        <QueryState isPending={me.isPending} isError={me.isError} onRetry={() => void me.refetch()}>{null}</QueryState>
      </Box>
    );
  }

  const account = user(me.data);
  const entries = items(me.data).map(({ href, labelKey, icon: Icon, badge }) => {
    const label = t(`${namespace}:${labelKey}`);
    return {
      to: href,
      label: badge ? (
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {label}{' '}
          <Box component="span" aria-hidden sx={{ marginInlineStart: 'auto', minWidth: 20, paddingInline: 0.75, borderRadius: 10, backgroundColor: 'error.main', color: 'error.contrastText', fontSize: 12, lineHeight: '20px', textAlign: 'center' }}>
            {badge > 99 ? '99+' : badge}
          </Box>
          <Box component="span" sx={visuallyHidden}>{t('backoffice:nav.unread', { count: badge })}</Box>
        </Box>
      ) : label,
      icon: <Icon />,
      // The overview is active only on its own address, not on every page below it.
      end: href === homePath,
    };
  });

  return (
    <AppShell
      title={t(`${namespace}:app.title`)}
      logo={<BrandLogo height={32} onClick={() => navigate(homePath)} />}
      navigationLabel={t(`${namespace}:nav.label`)}
      items={entries}
      linkComponent={NavLink}
      userName={account.name}
      userDetail={account.detail}
      actions={<>{actions}<LanguageMenu compact /></>}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
