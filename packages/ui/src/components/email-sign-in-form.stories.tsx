import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmailSignInForm, type EmailSignInValues } from './email-sign-in-form';

// The app checks the fields with its own rules and messages; this stands in for them.
const validate = ({ email, password }: EmailSignInValues) => ({
  email: !email ? 'Please enter your email address' : /^\S+@\S+\.\S+$/.test(email) ? null : 'Please enter a valid email address',
  password: password ? null : 'Please enter your password',
});

const meta = {
  title: 'Kit/EmailSignInForm',
  component: EmailSignInForm,
  args: { title: 'Seller centre sign-in', subtitle: 'Sign in with the account the platform opened for you.', validate, onSubmit: fn() },
} satisfies Meta<typeof EmailSignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pending: Story = { args: { pending: true } };
export const WithoutValidation: Story = { args: { validate: undefined, subtitle: undefined } };
