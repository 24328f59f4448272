import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SixDigitInput } from './six-digit-input';

const meta = {
  title: 'Kit/SixDigitInput',
  component: SixDigitInput,
  args: { value: '', onChange: fn(), masked: true },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <SixDigitInput {...args} value={value} onChange={(v) => { setValue(v); args.onChange(v); }} />;
  },
} satisfies Meta<typeof SixDigitInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PartlyFilled: Story = { args: { value: '123' } };
export const Unmasked: Story = { args: { value: '4821', masked: false } };
export const WithError: Story = { args: { value: '123456', error: true } };
export const Disabled: Story = { args: { value: '12', disabled: true } };
