import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BrandLogo } from './brand-logo';

const meta = {
  title: 'Kit/BrandLogo',
  component: BrandLogo,
  args: { height: 40 },
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};
export const Clickable: Story = { args: { onClick: fn() } };
export const Large: Story = { args: { height: 64 } };
