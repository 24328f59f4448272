import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { PageHeader } from './page-header';

const meta = {
  title: 'Kit/PageHeader',
  component: PageHeader,
  args: { title: 'Sellers', description: 'Every store on the platform, newest first.' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = { args: { actions: <Button variant="contained">New seller</Button> } };
export const TitleOnly: Story = { args: { description: undefined } };
