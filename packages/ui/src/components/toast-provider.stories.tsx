import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ToastProvider, useToast } from './toast-provider';

function Triggers() {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => toast.show('Balance not enough, please recharge', 'error')}>Error</Button>
      <Button variant="outlined" onClick={() => toast.show('Saved', 'success')}>Success</Button>
      <Button variant="outlined" onClick={() => { for (let i = 0; i < 5; i++) toast.show('Network error', 'warning'); }}>
        Five identical (shows once)
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Kit/ToastProvider',
  component: ToastProvider,
  args: { delayMs: 500, autoHideMs: 3000, children: null },
  render: (args) => <ToastProvider {...args}><Triggers /></ToastProvider>,
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
