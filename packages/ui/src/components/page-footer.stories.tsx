import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFooter } from './page-footer';

const meta = {
  title: 'Kit/PageFooter',
  component: PageFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { label: 'About us', href: '#about' },
      { label: 'Privacy policy', href: '#privacy' },
      { label: 'Return policy', href: '#returns' },
      { label: 'Buyer rules', href: '#buyer-rules' },
      { label: 'Help', href: '#help' },
    ],
    year: 2025,
  },
} satisfies Meta<typeof PageFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoLinks: Story = { args: { links: [] } };
