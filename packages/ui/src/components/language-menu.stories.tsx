import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageMenu } from './language-menu';

// In an app a choice is stored and the page reloads; here it is only logged. The toolbar's language sets the value.
const meta = {
  title: 'Kit/LanguageMenu',
  component: LanguageMenu,
  args: { onChange: fn() },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
