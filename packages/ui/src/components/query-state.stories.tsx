import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { PageSpinner, QueryState } from './query-state';

const meta = {
  title: 'Kit/QueryState',
  component: QueryState,
  args: { isPending: false, isError: false, onRetry: fn(), children: <Typography>The loaded content.</Typography> },
} satisfies Meta<typeof QueryState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { isPending: true } };
export const Failed: Story = { args: { isError: true } };
export const Spinner: Story = { render: () => <PageSpinner /> };
