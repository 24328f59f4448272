import { createContext, forwardRef, useContext, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { fn } from 'storybook/test';
import { AppShell, type AppShellLinkProps } from './app-shell';
import { LanguageMenu } from './language-menu';
import { PageHeader } from './page-header';

// Stands in for a router link: the story keeps the current address in state, and the link marks itself aria-current.
const FakeRouter = createContext<{ current: string; go: (to: string) => void }>({ current: '/', go: () => {} });
const FakeLink = forwardRef<HTMLAnchorElement, AppShellLinkProps>(function FakeLink({ to, end: _end, onClick, ...rest }, ref) {
  const { current, go } = useContext(FakeRouter);
  return (
    <a
      ref={ref}
      {...rest}
      href={`#${to}`}
      aria-current={to === current ? 'page' : undefined}
      onClick={(e) => { e.preventDefault(); go(to); onClick?.(e); }}
    />
  );
});

const meta = {
  title: 'Kit/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Seller centre',
    navigationLabel: 'Seller centre navigation',
    items: [
      { to: '/', label: 'Overview', icon: <DashboardOutlined />, end: true },
      { to: '/goods', label: 'Goods', icon: <Inventory2Outlined /> },
      { to: '/orders', label: 'Orders', icon: <ReceiptLongOutlined /> },
    ],
    userName: "Sam's Goods",
    userDetail: 'Sam Seller',
    onSignOut: fn(),
    children: null,
  },
  render: function Render(args) {
    const [current, go] = useState('/');
    return (
      <FakeRouter.Provider value={{ current, go }}>
        <AppShell {...args} linkComponent={FakeLink} actions={<LanguageMenu onChange={fn()} />}>
          <PageHeader title={args.items.find((i) => i.to === current)?.label} description="The page renders here." />
          <Typography color="text.secondary">Resize below the md breakpoint to see the drawer.</Typography>
        </AppShell>
      </FakeRouter.Provider>
    );
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SigningOut: Story = { args: { signingOut: true } };
export const WithoutAccount: Story = { args: { userName: undefined, userDetail: undefined, onSignOut: undefined } };
