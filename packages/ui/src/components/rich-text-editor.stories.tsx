import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextEditor } from './rich-text-editor';

const meta = {
  title: 'Kit/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Description',
    value: '<h2>Steel kettle</h2><p>Boils a litre in <b>two minutes</b>.</p><ul><li>1.7 l</li><li>Auto shut-off</li></ul>',
    onChange: () => {},
  },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: '' } };
