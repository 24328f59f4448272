import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { fn } from 'storybook/test';
import { BrandLogo } from './brand-logo';
import { FormCard } from './form-card';
import { PasswordField } from './password-field';

const meta = {
  title: 'Kit/FormCard',
  component: FormCard,
  args: { title: 'Sign in', onSubmit: fn(), children: null },
  render: (args) => (
    <FormCard {...args}>
      <TextField label="Email" type="email" fullWidth />
      <PasswordField label="Password" fullWidth />
      <Button type="submit" variant="contained" size="large" fullWidth>Sign in</Button>
    </FormCard>
  ),
} satisfies Meta<typeof FormCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};
export const WithLogoAndFooter: Story = {
  args: {
    logo: <BrandLogo />,
    subtitle: 'Welcome back',
    footer: <Link href="#register">Create an account</Link>,
  },
};
