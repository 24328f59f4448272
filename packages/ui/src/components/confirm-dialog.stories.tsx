import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Clear search history?',
    message: 'All saved keywords will be removed.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Destructive: Story = { args: { destructive: true, title: 'Cancel account?', message: 'This cannot be undone.' } };
export const Busy: Story = { args: { busy: true } };
