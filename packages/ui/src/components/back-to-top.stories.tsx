import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { BackToTop } from './back-to-top';

const meta = {
  title: 'Kit/BackToTop',
  component: BackToTop,
  args: { threshold: 100 },
  render: (args) => (
    <>
      {Array.from({ length: 40 }, (_, i) => (
        <Typography key={i} sx={{ marginBlockEnd: 2 }}>Scroll down ({i + 1}/40)</Typography>
      ))}
      <BackToTop {...args} />
    </>
  ),
} satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongPage: Story = {};
