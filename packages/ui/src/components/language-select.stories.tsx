import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { languages } from '@mall/i18n/languages';
import { LanguageSelect } from './language-select';

const meta = {
  title: 'Kit/LanguageSelect',
  component: LanguageSelect,
  args: { value: 'en', languages, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LanguageSelect {...args} value={value} onChange={(code) => { setValue(code); args.onChange(code); }} />;
  },
} satisfies Meta<typeof LanguageSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllLanguages: Story = {};
export const Arabic: Story = { args: { value: 'ar' } };
export const Medium: Story = { args: { size: 'medium' } };
