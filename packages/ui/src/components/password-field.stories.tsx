import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'secret12' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: true, helperText: '6-12 characters' } };
export const FullWidth: Story = { args: { fullWidth: true } };
