import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SearchField } from './search-field';

const meta = {
  title: 'Kit/SearchField',
  component: SearchField,
  args: { label: 'Search stores', value: '', onChange: () => undefined, placeholder: 'Store name' },
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return <SearchField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { value: 'kettle' } };
