import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomIconAndAction: Story = {
  args: { icon: <SearchOffIcon />, message: 'No goods match your search', action: <Button variant="outlined">Browse categories</Button> },
};
