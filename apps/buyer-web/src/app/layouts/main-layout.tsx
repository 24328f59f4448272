import { Outlet, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { BackToTop } from '@mall/ui/back-to-top';
import { CartFloater } from '@mall/storefront/cart/cart-floater';
import { ChatDialogProvider } from '@mall/storefront/chat/open-chat';
import { cartFloaterPages, cartLinks, chatLinks } from '../../config/paths';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/**
 * Header, page and footer, the floating cart on its pages and the floating chat dialog (opened from the
 * header, a Contact seller button or `?customerService=1`); a thin bar shows while a route's code loads.
 */
export function MainLayout() {
  const navigation = useNavigation();
  return (
    <ChatDialogProvider links={chatLinks}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SiteHeader />
        {navigation.state === 'loading' && <LinearProgress sx={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 'tooltip' }} />}
        <Box component="main" sx={{ flex: 1 }}>
          <Outlet />
        </Box>
        <SiteFooter />
        <BackToTop threshold={100} />
        <CartFloater pages={cartFloaterPages} links={cartLinks} />
      </Box>
    </ChatDialogProvider>
  );
}
